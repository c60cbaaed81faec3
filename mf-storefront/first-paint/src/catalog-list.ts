import type { Product } from '@shop/contracts';

/*
 * The catalogue's list (storefront spec §2 Catalogue, §9) and its address (issue 33 item 3): which products a
 * `/our-collection?category=&q=&inStock=&sort=&page=` shows. React's catalogue and the render server's first
 * paint both read the list from here, so a pasted address paints the same page both times. Pure, browser-safe.
 */

export const CATALOG_PAGE_SIZE = 6;
export const ALL_CATEGORIES = 'all';

export const SORT_KEYS = ['az', 'za', 'priceAsc', 'priceDesc', 'dateAsc', 'dateDesc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'dateDesc';

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

type Language = 'en' | 'ar';
type Titled = Pick<Product, 'title'> & { titleAr?: string };
type Sortable = Titled & Pick<Product, 'price' | 'createdAt'>;
type Listed = Sortable & Pick<Product, 'availability' | 'product_category_id'>;

/** The title a shopper reads: the Arabic one on an Arabic page when it is written (decision 025). */
export function shownTitle(product: Titled, language: Language = 'en'): string {
  return language === 'ar' && product.titleAr?.trim() ? product.titleAr : product.title;
}

const titleOrder = (language: Language) => (a: Sortable, b: Sortable) =>
  shownTitle(a, language).localeCompare(shownTitle(b, language), language, { sensitivity: 'base' });
const byPrice = (a: Sortable, b: Sortable) => a.price - b.price;
const byDate = (a: Sortable, b: Sortable) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** A sorted copy; ties keep their original order. Alphabetical orders follow the titles in the shown language. */
export function sortProducts<T extends Sortable>(
  products: readonly T[],
  sort: SortKey,
  language: Language = 'en',
): T[] {
  const byTitle = titleOrder(language);
  const comparators: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
    az: byTitle,
    za: (a, b) => byTitle(b, a),
    priceAsc: byPrice,
    priceDesc: (a, b) => byPrice(b, a),
    dateAsc: byDate,
    dateDesc: (a, b) => byDate(b, a),
  };
  return [...products].sort(comparators[sort]);
}

export interface CatalogFilters {
  /** A category id, or 'all'. */
  category: string;
  /** Case-insensitive substring of the title in the shown language; blank means no search. */
  search: string;
  inStockOnly: boolean;
}

/** Storefront spec §2's substring rule, in each language against the title the shopper sees (issue 30). */
export function filterProducts<T extends Listed>(
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

/** The list's whole state, as its address carries it. */
export interface CatalogQuery extends CatalogFilters {
  sort: SortKey;
  page: number;
}

export const DEFAULT_QUERY: CatalogQuery = {
  category: ALL_CATEGORIES,
  search: '',
  inStockOnly: false,
  sort: DEFAULT_SORT,
  page: 1,
};

/** Reads an address's query; anything unknown or malformed falls back to its default (a shared link never breaks). */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    category: params.get('category') || ALL_CATEGORIES,
    search: params.get('q') ?? '',
    inStockOnly: params.get('inStock') === 'true',
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for a state, defaults left out ('' for the plain catalogue), in a stable order. */
export function catalogQueryString(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.search) params.set('q', query.search);
  if (query.inStockOnly) params.set('inStock', 'true');
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page a query shows: past the last page shows the last one (the list may have shrunk since the link). */
export function catalogPage<T extends Listed>(
  products: readonly T[],
  query: CatalogQuery,
  language: Language = 'en',
) {
  const matching = sortProducts(filterProducts(products, query, language), query.sort, language);
  const pages = Math.max(1, Math.ceil(matching.length / CATALOG_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const shown = matching.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE);
  return { shown, total: matching.length, page, pages };
}
