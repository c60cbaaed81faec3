import type { Product } from '@shop/contracts';
import { sortProducts, type SortKey } from '@shop/storefront-first-paint';

/*
 * The catalogue's rules (storefront spec §2 Catalogue, §9). The list itself (filters, sorts, page, its address)
 * is shared with the render server's first paint: first-paint/src/catalog-list.ts.
 */
export {
  ALL_CATEGORIES,
  CATALOG_PAGE_SIZE,
  DEFAULT_QUERY,
  DEFAULT_SORT,
  catalogPage,
  catalogQueryString,
  filterProducts,
  isSortKey,
  readCatalogQuery,
  shownTitle,
  sortProducts,
  type CatalogFilters,
  type CatalogQuery,
  type SortKey,
} from '@shop/storefront-first-paint';

export const NEW_ARRIVALS_COUNT = 4;
export const RELATED_PRODUCTS_COUNT = 4;

export const SORT_OPTIONS: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'az', label: 'Alphabetically A-Z' },
  { value: 'za', label: 'Alphabetically Z-A' },
  { value: 'priceAsc', label: 'Price, low to high' },
  { value: 'priceDesc', label: 'Price, high to low' },
  { value: 'dateAsc', label: 'Date, old to new' },
  { value: 'dateDesc', label: 'Date, new to old' },
];

type Sortable = Pick<Product, '_id' | 'title' | 'price' | 'createdAt'> & { titleAr?: string };

/** The n newest products by createdAt, newest first (new arrivals, You May Also Like). */
export function newestProducts<T extends Sortable>(products: readonly T[], count: number, excludeId?: string): T[] {
  return sortProducts(
    products.filter((product) => product._id !== excludeId),
    'dateDesc',
  ).slice(0, count);
}
