import { OrderPlacedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { StockHolds } from '../../domain/stock/stock-holds';

/**
 * order.placed → the order's units are kept once it is stored. The hold applies only revisions newer than it
 * has, so a redelivered, late or doubled event changes nothing.
 */
export function orderPlaced(deps: {
  stock: StockHolds;
  log: FastifyBaseLogger;
}): EventHandler<OrderPlacedEvent> {
  const { stock, log } = deps;
  return {
    schema: OrderPlacedEvent,
    handle: async (event) => {
      const hold = await stock.placed(event.data.orderId);
      if (!hold) log.warn({ orderId: event.data.orderId }, 'order placed without a stock hold');
      else if (!hold.held && hold.live === false && hold.revision <= 1) {
        log.error(
          { orderId: event.data.orderId, refused: hold.refused },
          'placed order could not get its stock back',
        );
      }
    },
  };
}
