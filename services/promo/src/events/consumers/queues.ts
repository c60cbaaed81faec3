import { ORDER_DELETED, ORDER_PLACED, ORDER_STATUS_CHANGED } from '@shop/contracts';
import type { InsertedEventsPublisher, Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from 'mongodb';
import type { Clock } from '../../clock';
import { orderDeleted } from './order-deleted';
import { orderPlaced } from './order-placed';
import { orderStatusChanged } from './order-status-changed';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  usage: 'promo.usage',
  releases: 'promo.releases',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  db: Db;
  clock: Clock;
  outbox: InsertedEventsPublisher;
}

/** Which handlers each queue carries. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    { queue: deps.queue(QUEUES.usage), handlers: { [ORDER_PLACED]: orderPlaced(deps) } },
    {
      queue: deps.queue(QUEUES.releases),
      handlers: { [ORDER_DELETED]: orderDeleted(deps), [ORDER_STATUS_CHANGED]: orderStatusChanged(deps) },
    },
  ];
}
