import { ORDER_PLACED, ORDER_STATUS_CHANGED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { OrderEmailDeps } from '../../domain/order-emails';
import { orderPlaced } from './order-placed';
import { orderStatusChanged } from './order-status-changed';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  orderEmails: 'notification.order-emails',
} as const;

export interface ConsumerDeps extends OrderEmailDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  emailDelivery: {
    /** Deliveries before the event is dead-lettered; the kit doubles the pause between them from `retryDelayMs`. */
    maxDeliveries: number;
    retryDelayMs: number;
    /** A delivery that finds another holding the claim waits this long, past the lease, before it fails. */
    inProgressWaitMs: number;
  };
}

/**
 * Which handlers each queue carries. E-mail failures (SMTP down, order not known yet) go back to the queue with
 * back-off and end in `notification.order-emails.dlq`, replayable with tools/dlq.mjs.
 */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    {
      queue: deps.queue(QUEUES.orderEmails),
      // an SMTP conversation is slow next to a database write: a few at a time are enough
      prefetch: 5,
      ...deps.emailDelivery,
      handlers: { [ORDER_PLACED]: orderPlaced(deps), [ORDER_STATUS_CHANGED]: orderStatusChanged(deps) },
    },
  ];
}
