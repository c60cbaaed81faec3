import {
  CATEGORY_DELETED,
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  PRODUCT_STOCK_CHANGED,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductStore } from '../../domain/products/product-store';
import type { StockHistory } from '../../domain/stock/stock-history';
import type { StockHolds } from '../../domain/stock/stock-holds';
import { categoryDeleted } from './category-deleted';
import { orderDeleted } from './order-deleted';
import { orderPlaced } from './order-placed';
import { orderStatusChanged } from './order-status-changed';
import { productStockChanged } from './product-stock-changed';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  stock: 'catalog.stock',
  stockHistory: 'catalog.stock-history',
  categoryCleanup: 'catalog.category-cleanup',
} as const;

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  stock: StockHolds;
  history: StockHistory;
  products: ProductStore;
}

/** Which handlers each queue carries. An order's stock hold follows its whole life on one queue. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    {
      queue: deps.queue(QUEUES.stock),
      handlers: {
        [ORDER_PLACED]: orderPlaced(deps),
        [ORDER_STATUS_CHANGED]: orderStatusChanged(deps),
        [ORDER_DELETED]: orderDeleted(deps),
      },
    },
    {
      queue: deps.queue(QUEUES.stockHistory),
      handlers: { [PRODUCT_STOCK_CHANGED]: productStockChanged(deps) },
    },
    {
      queue: deps.queue(QUEUES.categoryCleanup),
      handlers: { [CATEGORY_DELETED]: categoryDeleted(deps) },
    },
  ];
}
