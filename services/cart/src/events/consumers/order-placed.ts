import { ORDER_PLACED, OrderPlacedEvent } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CartStore } from '../../domain/cart-store';

export const ORDER_PLACED_QUEUE = 'cart.order-placed';

/** order.placed → the session's cart is emptied, once per order. */
export function orderPlacedSubscription(deps: {
  store: CartStore;
  log: FastifyBaseLogger;
  queuePrefix: string;
}): Subscription {
  return {
    queue: `${deps.queuePrefix}${ORDER_PLACED_QUEUE}`,
    handlers: {
      [ORDER_PLACED]: {
        schema: OrderPlacedEvent,
        handle: async (event: OrderPlacedEvent) => {
          const { sessionId, orderId } = event.data;
          const emptied = await deps.store.emptyForOrder(sessionId, orderId);
          deps.log.debug({ orderId, emptied }, 'order.placed applied to the cart');
        },
      },
    },
  };
}
