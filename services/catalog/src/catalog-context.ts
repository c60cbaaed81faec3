import type { Db, ObjectId } from 'mongodb';
import type { ProductReadCache } from './cache/product-read-cache';
import type { CategoryStore } from './domain/categories/category-store';
import type { ImageStore } from './domain/images/image-store';
import type { ProductStore } from './domain/products/product-store';

/** What the routes, consumers and seed of the catalog work with. */
export interface CatalogContext {
  /** The catalog's database (the kit's connection, shared with its outbox relay). */
  db: Db;
  products: ProductStore;
  categories: CategoryStore;
  images: ImageStore;
  cache: ProductReadCache;
  /** Unassigned Items, created at start; it can be neither deleted nor renamed. */
  unassignedCategoryId: ObjectId;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogContext;
  }
}
