import { PROMO_USED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Collection } from 'mongodb';
import type { OrderDocument } from '../../domain/order-document';
import { promoUsed } from './promo-used';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  promoDetails: 'order.promo-details',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  orders: Collection<OrderDocument>;
}

/** Which handlers each queue carries. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [{ queue: deps.queue(QUEUES.promoDetails), handlers: { [PROMO_USED]: promoUsed(deps) } }];
}
