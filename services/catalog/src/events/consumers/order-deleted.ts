import { OrderDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { StockHolds } from '../../domain/stock/stock-holds';

/** order.deleted → the order's units are given back, unless a newer revision of the hold says otherwise. */
export function orderDeleted(deps: {
  stock: StockHolds;
  log: FastifyBaseLogger;
}): EventHandler<OrderDeletedEvent> {
  const { stock, log } = deps;
  return {
    schema: OrderDeletedEvent,
    handle: async (event) => {
      const { orderId, revision } = event.data;
      if (revision === undefined) return log.warn({ orderId }, 'order.deleted without a revision');
      await stock.tell(orderId, { revision, live: false, because: 'deleted' });
    },
  };
}
