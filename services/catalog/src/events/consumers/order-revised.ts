import { OrderRevisedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import { orderStateOf, type StockHolds } from '../../domain/stock/stock-holds';

/**
 * order.revised → the hold follows the order's state at a revision the order skipped to: a reopening the hold was
 * told about may never have happened (its status write lost, or the catalog's answer never reached the order).
 */
export function orderRevised(deps: { stock: StockHolds }): EventHandler<OrderRevisedEvent> {
  return {
    schema: OrderRevisedEvent,
    handle: async (event) => {
      const { orderId, revision, status } = event.data;
      await deps.stock.tell(orderId, orderStateOf(revision, status));
    },
  };
}
