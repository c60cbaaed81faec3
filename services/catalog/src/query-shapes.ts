import {
  kitQueryShapes,
  outboxIndexes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { CATEGORIES } from './domain/categories/category-document';
import { RENDITIONS_BUCKET, RENDITIONS_PENDING } from './domain/images/image-store';
import { PRODUCTS } from './domain/products/product-document';
import { STOCK_HOLDS } from './domain/stock/hold-document';
import { holdRetention } from './domain/stock/hold-store';
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

export const catalogAllIndexes: IndexDeclaration[] = [
  ...catalogIndexes,
  ...catalogOutboxCollections.flatMap(outboxIndexes),
  ...processedEventsIndexes,
];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const catalogQueryShapes: QueryShape[] = [
  { collection: PRODUCTS, equals: ['_id'], by: 'ProductStore.findById, mutate, stock steps' },
  { collection: PRODUCTS, equals: ['product_category_id'], by: 'ProductStore.mutateMany (category deleted)' },
  {
    collection: PRODUCTS,
    equals: [],
    by: 'ProductStore.listNewestFirst (behind the read cache), deleteAll, loadSearchIndex (one cursor, in batches)',
    wholeCollection: 'the catalog itself, written by admins; the list is served from the read cache, search from its index',
  },
  { collection: CATEGORIES, equals: ['_id'], by: 'CategoryStore' },
  { collection: CATEGORIES, equals: ['system'], by: 'CategoryStore.ensureUnassigned' },
  {
    collection: CATEGORIES,
    equals: [],
    by: 'CategoryStore.list, deleteAll',
    wholeCollection: 'categories are written by admins: tens',
  },
  { collection: STOCK_HOLDS, equals: ['_id'], by: 'HoldStore.find, update (every reservation step)' },
  { collection: STOCK_HOLDS, equals: ['unsettled'], by: 'HoldStore.due (the sweeper, every few seconds)' },
  { collection: STOCK_HISTORY, equals: ['_id'], by: 'StockHistory.record (duplicate check)' },
  { collection: STOCK_HISTORY, equals: ['productId'], by: 'StockHistory.page (page and count)' },
  { collection: 'images.files', equals: ['_id'], by: 'ImageStore.find (GridFS)' },
  {
    collection: 'images.files',
    equals: [],
    by: 'ImageStore.markAllPending (once per database)',
    wholeCollection: 'one pass, the first time a database meets a catalog with renditions',
  },
  { collection: RENDITIONS_PENDING, equals: ['_id'], by: 'ImageStore.save, renditionsDone, remove' },
  {
    collection: RENDITIONS_PENDING,
    equals: [],
    by: 'ImageStore.pendingRenditions (the rendition sweep at start)',
    wholeCollection: 'only uploads whose renditions are not made yet: an entry lives seconds',
  },
  {
    collection: `${RENDITIONS_BUCKET}.files`,
    equals: ['filename'],
    by: 'ImageStore.findRendition, remove',
  },
  ...kitQueryShapes(catalogOutboxCollections, catalogRetention),
];
