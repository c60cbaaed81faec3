import { ORDER_PLACED, PRODUCT_DELETED, PRODUCT_UPDATED } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CartStore } from '../../domain/cart-store';
import type { CatalogSync } from '../../domain/catalog-sync';
import { orderPlaced } from './order-placed';
import { productDeleted } from './product-deleted';
import { productUpdated } from './product-updated';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  productSnapshots: 'cart.product-snapshots',
  orderPlaced: 'cart.order-placed',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  store: CartStore;
  sync: CatalogSync;
}

/** Which handlers each queue carries. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    {
      queue: deps.queue(QUEUES.productSnapshots),
      handlers: { [PRODUCT_UPDATED]: productUpdated(deps), [PRODUCT_DELETED]: productDeleted(deps) },
    },
    { queue: deps.queue(QUEUES.orderPlaced), handlers: { [ORDER_PLACED]: orderPlaced(deps) } },
  ];
}
