import { ORDER_DELETED, ORDER_STATUS_CHANGED, PROMO_USED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Collection } from 'mongodb';
import type { OrderDocument } from '../../domain/order-document';
import type { StatusHistory } from '../../domain/status-history';
import { orderDeleted } from './order-deleted';
import { orderStatusChanged } from './order-status-changed';
import { promoUsed } from './promo-used';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  promoDetails: 'order.promo-details',
  /** The order's own status changes, kept as its history (issue 32). */
  statusHistory: 'order.status-history',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  orders: Collection<OrderDocument>;
  history: StatusHistory;
}

/** Which handlers each queue carries. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    { queue: deps.queue(QUEUES.promoDetails), handlers: { [PROMO_USED]: promoUsed(deps) } },
    {
      queue: deps.queue(QUEUES.statusHistory),
      handlers: { [ORDER_STATUS_CHANGED]: orderStatusChanged(deps), [ORDER_DELETED]: orderDeleted(deps) },
    },
  ];
}
