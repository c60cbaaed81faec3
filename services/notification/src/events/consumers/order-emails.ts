import {
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import { emailOrderPlaced, emailStatusChanged, type OrderEmailDeps } from '../../domain/order-emails';

export const ORDER_EMAILS_QUEUE = 'notification.order-emails';

export interface OrderEmailsOptions {
  queuePrefix: string;
  /** Deliveries before the event is dead-lettered; the kit doubles the pause between them from `retryDelayMs`. */
  maxDeliveries: number;
  retryDelayMs: number;
  /** A delivery that finds another holding the claim waits this long, past the lease, before it fails. */
  inProgressWaitMs: number;
}

/**
 * order.placed and order.status_changed → one e-mail to the customer each. Failures (SMTP down, order not known
 * yet) go back to the queue with back-off and end in `notification.order-emails.dlq`, replayable with tools/dlq.mjs.
 */
export function orderEmailsSubscription(deps: OrderEmailDeps, options: OrderEmailsOptions): Subscription {
  const outcome = (eventId: string, type: string) => (result: string) =>
    deps.log.debug({ eventId, type, result }, 'order event handled');
  return {
    queue: `${options.queuePrefix}${ORDER_EMAILS_QUEUE}`,
    // an SMTP conversation is slow next to a database write: a few at a time are enough
    prefetch: 5,
    maxDeliveries: options.maxDeliveries,
    retryDelayMs: options.retryDelayMs,
    inProgressWaitMs: options.inProgressWaitMs,
    handlers: {
      [ORDER_PLACED]: {
        schema: OrderPlacedEvent,
        handle: async (event: OrderPlacedEvent) =>
          outcome(event.id, event.type)(await emailOrderPlaced(deps, event)),
      },
      [ORDER_STATUS_CHANGED]: {
        schema: OrderStatusChangedEvent,
        handle: async (event: OrderStatusChangedEvent) =>
          outcome(event.id, event.type)(await emailStatusChanged(deps, event)),
      },
    },
  };
}
