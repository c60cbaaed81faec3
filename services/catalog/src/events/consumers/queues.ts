import {
  CATEGORY_DELETED,
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_REVISED,
  ORDER_STATUS_CHANGED,
  PRODUCT_DELETED,
  PRODUCT_STOCK_CHANGED,
  PRODUCT_UPDATED,
} from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductReadCache } from '../../cache/product-read-cache';
import type { ProductStore } from '../../domain/products/product-store';
import type { StockHistory } from '../../domain/stock/stock-history';
import type { StockHolds } from '../../domain/stock/stock-holds';
import type { ProductSearch } from '../../search/product-search';
import { categoryDeletedCache } from './category-deleted.cache';
import { categoryDeletedCleanup } from './category-deleted.cleanup';
import { categoryDeletedSearch } from './category-deleted.search';
import { orderDeleted } from './order-deleted';
import { orderPlaced } from './order-placed';
import { orderRevised } from './order-revised';
import { orderStatusChanged } from './order-status-changed';
import { productDeleted } from './product-deleted';
import { productDeletedSearch } from './product-deleted.search';
import { productStockChanged } from './product-stock-changed';
import { productUpdated } from './product-updated';
import { productUpdatedSearch } from './product-updated.search';

/** Durable queues: production's queues, tools/dlq.mjs and the tests know them by these names. */
export const QUEUES = {
  stock: 'catalog.stock',
  stockHistory: 'catalog.stock-history',
  categoryCleanup: 'catalog.category-cleanup',
} as const;

/** Each replica's own feed for its read cache: a queue per process, deleted with it, so not in `QUEUES`. */
export const PRODUCT_CACHE_FEED = 'catalog.product-cache';
/** Each replica's own feed for its search index (decision 029), likewise. */
export const SEARCH_FEED = 'catalog.search';

export interface ConsumerDeps {
  /** A queue's full name (tests prefix it). */
  queue(name: string): string;
  log: FastifyBaseLogger;
  stock: StockHolds;
  history: StockHistory;
  products: ProductStore;
  cache: ProductReadCache;
  search: ProductSearch;
}

/** Which handlers each queue carries. An order's stock hold follows its whole life on one queue. */
export function subscriptions(deps: ConsumerDeps): Subscription[] {
  return [
    {
      queue: deps.queue(QUEUES.stock),
      handlers: {
        [ORDER_PLACED]: orderPlaced(deps),
        [ORDER_STATUS_CHANGED]: orderStatusChanged(deps),
        [ORDER_REVISED]: orderRevised(deps),
        [ORDER_DELETED]: orderDeleted(deps),
      },
    },
    {
      queue: deps.queue(QUEUES.stockHistory),
      handlers: { [PRODUCT_STOCK_CHANGED]: productStockChanged(deps) },
    },
    {
      queue: deps.queue(QUEUES.categoryCleanup),
      handlers: { [CATEGORY_DELETED]: categoryDeletedCleanup(deps) },
    },
    {
      queue: deps.queue(PRODUCT_CACHE_FEED),
      // the cache is trusted only while the feed runs: another replica's write may be missed meanwhile
      perProcess: {
        onAttached: () => deps.cache.setEnabled(true),
        onDetached: () => deps.cache.setEnabled(false),
      },
      handlers: {
        [PRODUCT_UPDATED]: productUpdated(deps),
        [PRODUCT_DELETED]: productDeleted(deps),
        [CATEGORY_DELETED]: categoryDeletedCache(deps),
      },
    },
    {
      queue: deps.queue(SEARCH_FEED),
      // kept while the feed is down (a stale answer beats none); reloaded when it comes back after a gap
      perProcess: { onAttached: (afterGap) => deps.search.feedAttached(afterGap) },
      handlers: {
        [PRODUCT_UPDATED]: productUpdatedSearch(deps),
        [PRODUCT_DELETED]: productDeletedSearch(deps),
        [CATEGORY_DELETED]: categoryDeletedSearch(deps),
      },
    },
  ];
}
