import { OrderPlacedEvent } from '@shop/contracts';
import type { EventHandler, InsertedEventsPublisher } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from 'mongodb';
import type { Clock } from '../../clock';
import { countUsage } from '../../domain/count-usage';

/** order.placed → usageCount + 1 and promo.used, once per order. */
export function orderPlaced(deps: {
  db: Db;
  clock: Clock;
  outbox: InsertedEventsPublisher;
  log: FastifyBaseLogger;
}): EventHandler<OrderPlacedEvent> {
  return {
    schema: OrderPlacedEvent,
    handle: async (event) => {
      const { orderId, promo } = event.data;
      if (!promo) return;
      const outcome = await countUsage(deps.db, deps.outbox, orderId, promo, deps.clock());
      deps.log.debug({ orderId, promoId: promo.promoId, outcome }, 'order.placed applied to promo usage');
    },
  };
}
