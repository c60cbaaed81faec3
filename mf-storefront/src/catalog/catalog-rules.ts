import type { Product } from '@shop/contracts';

/* The catalogue's rules (storefront spec §2 Catalogue, §9), pure so they are tested on their own. */

export const CATALOG_PAGE_SIZE = 6;
export const NEW_ARRIVALS_COUNT = 4;
export const RELATED_PRODUCTS_COUNT = 4;

export const SORT_OPTIONS = [
  { value: 'az', label: 'Alphabetically A-Z' },
  { value: 'za', label: 'Alphabetically Z-A' },
  { value: 'priceAsc', label: 'Price, low to high' },
  { value: 'priceDesc', label: 'Price, high to low' },
  { value: 'dateAsc', label: 'Date, old to new' },
  { value: 'dateDesc', label: 'Date, new to old' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'dateDesc';

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

type Sortable = Pick<Product, 'title' | 'price' | 'createdAt'> & { titleAr?: string };

type Language = 'en' | 'ar';
type Titled = Pick<Product, 'title'> & { titleAr?: string };

/** The title a shopper reads: the Arabic one on an Arabic page when it is written (decision 025). */
export function shownTitle(product: Titled, language: Language = 'en'): string {
  return language === 'ar' && product.titleAr?.trim() ? product.titleAr : product.title;
}

const titleOrder = (language: Language) => (a: Sortable, b: Sortable) =>
  shownTitle(a, language).localeCompare(shownTitle(b, language), language, { sensitivity: 'base' });
const byTitle = titleOrder('en');
const byPrice = (a: Sortable, b: Sortable) => a.price - b.price;
const byDate = (a: Sortable, b: Sortable) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

const COMPARATORS: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  az: byTitle,
  za: (a, b) => byTitle(b, a),
  priceAsc: byPrice,
  priceDesc: (a, b) => byPrice(b, a),
  dateAsc: byDate,
  dateDesc: (a, b) => byDate(b, a),
};

/** A sorted copy; ties keep their original order. Alphabetical orders follow the titles in the shown language. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey, language: Language = 'en'): T[] {
  if (language === 'ar' && (sort === 'az' || sort === 'za')) {
    const order = titleOrder('ar');
    return [...products].sort(sort === 'az' ? order : (a, b) => order(b, a));
  }
  return [...products].sort(COMPARATORS[sort]);
}

export const ALL_CATEGORIES = 'all';

export interface CatalogFilters {
  /** A category id, or 'all'. */
  category: string;
  /** Case-insensitive substring of the title in the shown language; blank means no search. */
  search: string;
  inStockOnly: boolean;
}

/** Storefront spec §2's substring rule, in each language against the title the shopper sees (issue 30). */
export function filterProducts<T extends Titled & Pick<Product, 'availability' | 'product_category_id'>>(
  products: readonly T[],
  { category, search, inStockOnly }: CatalogFilters,
  language: Language = 'en',
): T[] {
  const needle = search.trim().toLocaleLowerCase(language);
  return products.filter(
    (product) =>
      (category === ALL_CATEGORIES || product.product_category_id === category) &&
      (!needle || shownTitle(product, language).toLocaleLowerCase(language).includes(needle)) &&
      (!inStockOnly || product.availability),
  );
}

/** The n newest products by createdAt, newest first (new arrivals, You May Also Like). */
export function newestProducts<T extends Sortable & Pick<Product, '_id'>>(
  products: readonly T[],
  count: number,
  excludeId?: string,
): T[] {
  return sortProducts(
    products.filter((product) => product._id !== excludeId),
    'dateDesc',
  ).slice(0, count);
}
