import {
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  OrderDeletedEvent,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
  PROMO_USED,
  PromoUsedEvent,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { applyEvent, type ProjectedEvent } from '../../domain/apply-event';
import type { EventJournal } from '../../domain/event-journal';
import type { OrderProjections } from '../../domain/order-projections';

export const ORDER_PROJECTIONS_QUEUE = 'analytics.order-projections';

export interface OrderProjectionDeps {
  projections: OrderProjections;
  journal: EventJournal;
  timeZone: string;
  log: FastifyBaseLogger;
  queuePrefix: string;
}

/**
 * The order events and promo.used → the per-order documents. Every write is idempotent and commutes with the
 * others (decision 014), so redeliveries, two replicas and events out of order need no claim: the event is
 * journalled first (for the rebuild), then applied.
 */
export function orderProjectionsSubscription(deps: OrderProjectionDeps): Subscription {
  const handle = async (event: ProjectedEvent) => {
    await deps.journal.record(event);
    await applyEvent(deps.projections, event, deps.timeZone);
    deps.log.debug({ eventId: event.id, type: event.type }, 'order projection updated');
  };
  return {
    queue: `${deps.queuePrefix}${ORDER_PROJECTIONS_QUEUE}`,
    handlers: {
      [ORDER_PLACED]: { schema: OrderPlacedEvent, handle },
      [ORDER_STATUS_CHANGED]: { schema: OrderStatusChangedEvent, handle },
      [ORDER_DELETED]: { schema: OrderDeletedEvent, handle },
      [PROMO_USED]: { schema: PromoUsedEvent, handle },
    },
  };
}
