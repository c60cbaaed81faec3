import { notDeleted } from '@shop/service-kit';
import type { CategoryStore } from '../domain/categories/category-store';
import { toCategoryDto } from '../domain/categories/category-document';
import { productProjection } from '../domain/products/product-document';
import type { ProductStore } from '../domain/products/product-store';
import { toProductDto } from '../domain/products/product-dto';
import type { ProductSearchIndex } from './product-search-index';

/** Products per batch of the load's cursor: a catalog of thousands loads without one answer holding it all. */
export const LOAD_PAGE_SIZE = 500;

export interface SearchSource {
  products: ProductStore;
  categories: CategoryStore;
}

/** The categories' names as the database has them (tens; admins write them, no event names a rename). */
export async function refreshCategories(index: ProductSearchIndex, source: SearchSource): Promise<void> {
  const categories = await source.categories.list();
  index.setCategories(categories.map(toCategoryDto));
}

/**
 * Fills the index from the database, read in batches of `LOAD_PAGE_SIZE` from one cursor in `_id` order (one
 * query: FerretDB would scan the collection again for each `_id > last` page), and drops what the database no
 * longer has (a reload after the feed was down). The feed runs meanwhile: a snapshot it brings is newer than the
 * one read (upsert keeps the newer), and a product it deleted is not put back.
 */
export async function loadSearchIndex(index: ProductSearchIndex, source: SearchSource): Promise<number> {
  await refreshCategories(index, source);
  const meanwhile = index.trackChanges();
  try {
    const loaded = new Set<string>();
    const cursor = source.products.collection
      .find(notDeleted, { projection: productProjection })
      .sort({ _id: 1 })
      .batchSize(LOAD_PAGE_SIZE);
    for await (const doc of cursor) {
      const id = doc._id.toHexString();
      if (meanwhile.removed.has(id)) continue;
      index.upsert(toProductDto(doc));
      loaded.add(id);
    }
    index.keepOnly(new Set([...loaded, ...meanwhile.upserted]));
    return loaded.size;
  } finally {
    index.stopTrackingChanges();
  }
}
