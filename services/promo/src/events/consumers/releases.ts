import {
  ORDER_DELETED,
  ORDER_STATUS_CHANGED,
  OrderDeletedEvent,
  OrderStatusChangedEvent,
  isLiveStatus,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from 'mongodb';
import { markReleased, takeBackRedemption } from '../../domain/release-use';

export const RELEASES_QUEUE = 'promo.releases';

/**
 * order.deleted, or order.status_changed to 'Cancelled' or 'Refunded' (the statuses that give the order's stock
 * back too) → the order's promo use is given back.
 */
export function releasesSubscription(deps: {
  db: Db;
  log: Logger;
  queuePrefix: string;
}): Subscription {
  const release = async (orderId: string, promo: OrderDeletedEvent['data']['promo']) => {
    const promoId = await takeBackRedemption(deps.db, orderId, promo);
    if (!promoId) return;
    const outcome = await markReleased(deps.db, promoId, orderId);
    deps.log.debug({ orderId, outcome }, 'promo use released');
  };
  return {
    queue: `${deps.queuePrefix}${RELEASES_QUEUE}`,
    handlers: {
      [ORDER_DELETED]: {
        schema: OrderDeletedEvent,
        handle: (event: OrderDeletedEvent) => release(event.data.orderId, event.data.promo),
      },
      [ORDER_STATUS_CHANGED]: {
        schema: OrderStatusChangedEvent,
        handle: async (event: OrderStatusChangedEvent) => {
          if (!isLiveStatus(event.data.to)) await release(event.data.orderId, event.data.promo);
        },
      },
    },
  };
}
