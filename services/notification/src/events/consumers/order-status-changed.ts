import { OrderStatusChangedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import { emailStatusChanged, type OrderEmailDeps } from '../../domain/order-emails';

/** order.status_changed → one e-mail to the customer about the new status, once. */
export function orderStatusChanged(deps: OrderEmailDeps): EventHandler<OrderStatusChangedEvent> {
  return {
    schema: OrderStatusChangedEvent,
    handle: async (event) => {
      const result = await emailStatusChanged(deps, event);
      deps.log.debug({ eventId: event.id, type: event.type, result }, 'order event handled');
    },
  };
}
