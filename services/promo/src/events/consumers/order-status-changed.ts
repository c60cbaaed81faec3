import { OrderStatusChangedEvent, isLiveStatus } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from 'mongodb';
import { releaseUse } from '../../domain/release-use';

/**
 * order.status_changed to 'Cancelled' or 'Refunded' (the statuses that give the order's stock back too) → the
 * order's promo use is given back.
 */
export function orderStatusChanged(deps: {
  db: Db;
  log: FastifyBaseLogger;
}): EventHandler<OrderStatusChangedEvent> {
  return {
    schema: OrderStatusChangedEvent,
    handle: async (event) => {
      const { orderId, promo, to } = event.data;
      if (isLiveStatus(to)) return;
      const outcome = await releaseUse(deps.db, orderId, promo);
      if (outcome) deps.log.debug({ orderId, outcome }, 'promo use released');
    },
  };
}
