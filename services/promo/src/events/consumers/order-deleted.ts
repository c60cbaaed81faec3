import { OrderDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from 'mongodb';
import { releaseUse } from '../../domain/release-use';

/** order.deleted → the order's promo use is given back. */
export function orderDeleted(deps: { db: Db; log: FastifyBaseLogger }): EventHandler<OrderDeletedEvent> {
  return {
    schema: OrderDeletedEvent,
    handle: async (event) => {
      const { orderId, promo } = event.data;
      const outcome = await releaseUse(deps.db, orderId, promo);
      if (outcome) deps.log.debug({ orderId, outcome }, 'promo use released');
    },
  };
}
