import type { SearchResponse } from '@shop/contracts';

/** The header asks for suggestions from the second letter on (issue 33). */
export const SUGGEST_MIN_LENGTH = 2;
/** Typing pauses this long before the catalog is asked. */
export const SUGGEST_DEBOUNCE_MS = 180;
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;

export type SuggestionOption =
  | { kind: 'product'; id: string; to: string; title: string; price: number; image: string }
  | { kind: 'category'; id: string; to: string; title: string }
  | { kind: 'all'; id: string; to: string };

export function shouldSuggest(query: string): boolean {
  return [...query.trim()].length >= SUGGEST_MIN_LENGTH;
}

/** The results page of a query: a normal, shareable address. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/** The listbox's options in order: products, then categories, then "see all results". */
export function suggestionOptions(answer: SearchResponse, query: string): SuggestionOption[] {
  const products: SuggestionOption[] = answer.data.slice(0, SUGGEST_PRODUCTS).map((hit) => ({
    kind: 'product',
    id: `product-${hit._id}`,
    to: `/products/${hit._id}`,
    title: hit.title,
    price: hit.price,
    image: hit.image,
  }));
  const categories: SuggestionOption[] = answer.categories.slice(0, SUGGEST_CATEGORIES).map((category) => ({
    kind: 'category',
    id: `category-${category._id}`,
    to: `/our-collection?category=${category._id}`,
    title: category.title,
  }));
  const all: SuggestionOption[] = answer.total > 0 ? [{ kind: 'all', id: 'all', to: searchPath(query) }] : [];
  return [...products, ...categories, ...all];
}

/** The active option after an arrow key: down from none is the first, up from none the last; both wrap. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
