import { ORDER_DELETED, ORDER_PLACED, ORDER_STATUS_CHANGED, PROMO_USED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import { orderDeleted } from './order-deleted';
import { orderPlaced } from './order-placed';
import { orderStatusChanged } from './order-status-changed';
import type { ProjectionDeps } from './project';
import { promoUsed } from './promo-used';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  projections: 'analytics.order-projections',
} as const;

export interface ConsumerDeps extends ProjectionDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
}

/** Which handlers each queue carries: one queue, so an order's events reach its document in one stream. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    {
      queue: deps.queue(QUEUES.projections),
      handlers: {
        [ORDER_PLACED]: orderPlaced(deps),
        [ORDER_STATUS_CHANGED]: orderStatusChanged(deps),
        [ORDER_DELETED]: orderDeleted(deps),
        [PROMO_USED]: promoUsed(deps),
      },
    },
  ];
}
