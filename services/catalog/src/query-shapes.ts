import {
  byId,
  kitQueryShapes,
  serviceIndexes,
  wholeCollection,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { CATEGORIES } from './domain/categories/category-document';
import { RENDITIONS_BUCKET, RENDITIONS_PENDING } from './domain/images/image-store';
import { PRODUCTS } from './domain/products/product-document';
import { STOCK_HOLDS } from './domain/stock/hold-document';
import { holdRetention } from './domain/stock/hold-store';
import { STOCK_HISTORY_COUNTS } from './domain/stock/history-counts';
import { STOCK_HISTORY, stockHistoryIndexes } from './domain/stock/stock-history';

export const catalogOutboxCollections = [PRODUCTS, CATEGORIES];
export const catalogRetention = [holdRetention];

export const catalogIndexes: IndexDeclaration[] = [
  { collection: PRODUCTS, key: { createdAt: -1 } },
  { collection: PRODUCTS, key: { product_category_id: 1 } },
  { collection: CATEGORIES, key: { system: 1 }, options: { unique: true, sparse: true } },
  { collection: CATEGORIES, key: { titleKey: 1 }, options: { unique: true, sparse: true } },
  // the sweeper's pending set: present only on unsettled holds (decision 018)
  { collection: STOCK_HOLDS, key: { unsettled: 1 } },
  ...stockHistoryIndexes,
  { collection: `${RENDITIONS_BUCKET}.files`, key: { filename: 1 } },
];

export const catalogAllIndexes = serviceIndexes(catalogIndexes, catalogOutboxCollections);

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const catalogQueryShapes: QueryShape[] = [
  byId(PRODUCTS, 'ProductStore.findById, mutate, stock steps'),
  { collection: PRODUCTS, equals: ['product_category_id'], by: 'ProductStore.mutateMany (category deleted)' },
  wholeCollection(
    PRODUCTS,
    'ProductStore.listNewestFirst (behind the read cache), deleteAll, loadSearchIndex (one cursor, in batches)',
    'the catalog itself, written by admins; the list is served from the read cache, search from its index',
  ),
  byId(CATEGORIES, 'CategoryStore'),
  { collection: CATEGORIES, equals: ['system'], by: 'CategoryStore.ensureUnassigned' },
  wholeCollection(CATEGORIES, 'CategoryStore.list, deleteAll', 'categories are written by admins: tens'),
  byId(STOCK_HOLDS, 'HoldStore.find, update (every reservation step)'),
  { collection: STOCK_HOLDS, equals: ['unsettled'], by: 'HoldStore.due (the sweeper, every few seconds)' },
  byId(STOCK_HISTORY, 'StockHistory.record (duplicate check)'),
  { collection: STOCK_HISTORY, equals: ['bucket'], by: 'StockHistory.page (the one or two buckets of a page)' },
  byId(STOCK_HISTORY_COUNTS, 'HistoryCounts.next, total (a product\'s counter)'),
  wholeCollection(
    STOCK_HISTORY,
    'backfillStockHistoryNumbers (entries without a number)',
    'one pass, the first start of a database whose history was recorded before entries were numbered',
  ),
  byId('images.files', 'ImageStore.find (GridFS)'),
  wholeCollection(
    'images.files',
    'ImageStore.markAllPending (once per database)',
    'one pass, the first time a database meets a catalog with renditions',
  ),
  byId(RENDITIONS_PENDING, 'ImageStore.save, renditionsDone, remove'),
  wholeCollection(
    RENDITIONS_PENDING,
    'ImageStore.pendingRenditions (the rendition sweep at start)',
    'only uploads whose renditions are not made yet: an entry lives seconds',
  ),
  {
    collection: `${RENDITIONS_BUCKET}.files`,
    equals: ['filename'],
    by: 'ImageStore.findRendition, remove',
  },
  ...kitQueryShapes(catalogOutboxCollections, catalogRetention),
];
