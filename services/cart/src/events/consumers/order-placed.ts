import { OrderPlacedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CartStore } from '../../domain/cart-store';

/** order.placed → the session's cart is emptied, once per order. */
export function orderPlaced(deps: {
  store: CartStore;
  log: FastifyBaseLogger;
}): EventHandler<OrderPlacedEvent> {
  return {
    schema: OrderPlacedEvent,
    handle: async (event) => {
      const { sessionId, orderId } = event.data;
      const emptied = await deps.store.emptyForOrder(sessionId, orderId);
      deps.log.debug({ orderId, emptied }, 'order.placed applied to the cart');
    },
  };
}
