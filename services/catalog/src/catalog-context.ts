import type { Db, ObjectId } from 'mongodb';
import type { ProductReadCache } from './cache/product-read-cache';
import type { CategoryStore } from './domain/categories/category-store';
import type { ImageStore } from './domain/images/image-store';
import type { RenditionWorker } from './domain/images/rendition-worker';
import type { ProductStore } from './domain/products/product-store';
import type { HoldStore } from './domain/stock/hold-store';
import type { StockHistory } from './domain/stock/stock-history';
import type { StockHolds } from './domain/stock/stock-holds';

/** What the routes, consumers and seed of the catalog work with. */
export interface CatalogContext {
  /** The catalog's database (the kit's connection, shared with its outbox relay). */
  db: Db;
  products: ProductStore;
  categories: CategoryStore;
  images: ImageStore;
  /** Makes each upload's resized WebP and AVIF copies after the upload is answered. */
  renditions: RenditionWorker;
  cache: ProductReadCache;
  /** Each order's units, taken before it is stored and following its status after. */
  holds: HoldStore;
  stock: StockHolds;
  history: StockHistory;
  /** Unassigned Items, created at start; it can be neither deleted nor renamed. */
  unassignedCategoryId: ObjectId;
}

/** What the catalog's route plugins are registered with. */
export interface CatalogRoutesOptions {
  catalog: CatalogContext;
}
