import type { SearchResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** The results page asks for the API's most (the render server asks the same: first-paint/src/pages/search-markup.ts). */
export const SEARCH_PAGE_LIMIT = 50;
export const SEARCH_QUERY_MAX = 100;
export const NO_RESULTS: SearchResponse = { data: [], total: 0, categories: [] };

/** The query of a /search address: trimmed and cut as the API takes it. */
export function queryOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

export function fetchSearch(q: string, language: string): Promise<SearchResponse> {
  if (!q) return Promise.resolve(NO_RESULTS);
  const query = new URLSearchParams({ q, lang: language, limit: String(SEARCH_PAGE_LIMIT) });
  return apiFetch<SearchResponse>(`/search?${query}`);
}
