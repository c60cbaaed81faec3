import { useEffect, useState } from 'react';
import type { SearchResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_PRODUCTS, shouldSuggest } from './combobox-rules';

export interface Suggestions {
  /** The query the answer is for (the input may have moved on). */
  query: string;
  answer: SearchResponse | undefined;
  failed: boolean;
}

/**
 * The catalog's suggestions for what is typed, in the page's language: asked once typing pauses, the previous
 * question cancelled, so a slow answer never overwrites a newer one.
 */
export function useSuggestions(query: string, language: string): Suggestions {
  const [state, setState] = useState<Suggestions>({ query: '', answer: undefined, failed: false });
  useEffect(() => {
    const q = query.trim();
    if (!shouldSuggest(q)) {
      setState({ query: q, answer: undefined, failed: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q, lang: language, limit: String(SUGGEST_PRODUCTS) });
      apiFetch<SearchResponse>(`/search?${params}`, { signal: controller.signal }).then(
        (answer) => setState({ query: q, answer, failed: false }),
        () => {
          if (!controller.signal.aborted) setState({ query: q, answer: undefined, failed: true });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);
  return state;
}
