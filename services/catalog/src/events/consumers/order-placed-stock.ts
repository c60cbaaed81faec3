import { ORDER_PLACED, OrderPlacedEvent } from '@shop/contracts';
import { ProcessedEvents, type Subscription } from '@shop/service-kit';
import type { Db } from 'mongodb';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductStore } from '../../domain/products/product-store';
import { applyOrderToStock } from '../../domain/stock/apply-order-to-stock';

/** Stock per option value follows the orders placed (queue `catalog.stock`). */
export function orderPlacedStockSubscription(deps: {
  queue: string;
  db: Db;
  products: ProductStore;
  logger: FastifyBaseLogger;
}): Subscription {
  // The marker skips a whole redelivered order cheaply; each product's own event guard is what makes it exact.
  const processed = new ProcessedEvents(deps.db, deps.queue);
  return {
    queue: deps.queue,
    handlers: {
      [ORDER_PLACED]: {
        schema: OrderPlacedEvent,
        handle: async (event: OrderPlacedEvent) => {
          await processed.runOnce(event.id, () => applyOrderToStock(deps.products, event, deps.logger));
        },
      },
    },
  };
}
