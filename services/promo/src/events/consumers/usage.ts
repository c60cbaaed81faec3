import { ORDER_PLACED, OrderPlacedEvent } from '@shop/contracts';
import type { InsertedEventsPublisher, Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from 'mongodb';
import type { Clock } from '../../clock';
import { countUsage } from '../../domain/count-usage';

export const USAGE_QUEUE = 'promo.usage';

/** order.placed → usageCount + 1 and promo.used, once per order. */
export function usageSubscription(deps: {
  db: Db;
  clock: Clock;
  log: Logger;
  outbox: InsertedEventsPublisher;
  queuePrefix: string;
}): Subscription {
  return {
    queue: `${deps.queuePrefix}${USAGE_QUEUE}`,
    handlers: {
      [ORDER_PLACED]: {
        schema: OrderPlacedEvent,
        handle: async (event: OrderPlacedEvent) => {
          const { orderId, promo } = event.data;
          if (!promo) return;
          const outcome = await countUsage(deps.db, deps.outbox, orderId, promo, deps.clock());
          deps.log.debug({ orderId, promoId: promo.promoId, outcome }, 'order.placed applied to promo usage');
        },
      },
    },
  };
}
