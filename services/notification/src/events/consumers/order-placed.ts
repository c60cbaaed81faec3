import { OrderPlacedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import { emailOrderPlaced, type OrderEmailDeps } from '../../domain/order-emails';

/** order.placed → the order's confirmation e-mail to the customer, once. */
export function orderPlaced(deps: OrderEmailDeps): EventHandler<OrderPlacedEvent> {
  return {
    schema: OrderPlacedEvent,
    handle: async (event) => {
      const result = await emailOrderPlaced(deps, event);
      deps.log.debug({ eventId: event.id, type: event.type, result }, 'order event handled');
    },
  };
}
