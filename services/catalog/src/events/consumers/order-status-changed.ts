import { OrderStatusChangedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { orderStateOf, type StockHolds } from '../../domain/stock/stock-holds';

/**
 * order.status_changed → the order's units are given back when it is Cancelled or Refunded, taken again when it
 * comes back. Only a revision newer than the hold's changes it.
 */
export function orderStatusChanged(deps: {
  stock: StockHolds;
  log: FastifyBaseLogger;
}): EventHandler<OrderStatusChangedEvent> {
  const { stock, log } = deps;
  return {
    schema: OrderStatusChangedEvent,
    handle: async (event) => {
      const { orderId, revision, to } = event.data;
      if (revision === undefined) return log.warn({ orderId }, 'order.status_changed without a revision');
      const state = orderStateOf(revision, to);
      const hold = await stock.tell(orderId, state);
      if (hold && state.live && hold.revision < revision) {
        log.error({ orderId, refused: hold.refused }, 'reactivated order could not get its stock back');
      }
    },
  };
}
