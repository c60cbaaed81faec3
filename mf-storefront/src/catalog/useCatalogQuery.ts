import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogQueryString, readCatalogQuery, type CatalogQuery } from './catalog-rules';

/** The catalogue's own query parameters; any other (a campaign's utm_*) is kept as it came. */
const OWN = ['category', 'q', 'inStock', 'sort', 'page'];

/**
 * The catalogue's state is its address (issue 33 item 3): category, q, inStock, sort and page are read from the
 * query and every change is written back, defaults left out, so Back from a product and a shared link both open
 * the same list. A filter, sort or page change is a history entry of its own (Back undoes it); typing in the
 * search box replaces the entry (Back does not replay each letter).
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCatalogQuery(params), [params]);

  const change = useCallback(
    (next: Partial<CatalogQuery>, how: 'push' | 'replace' = 'push') => {
      setParams(
        (current) => {
          const written = new URLSearchParams(catalogQueryString({ ...readCatalogQuery(current), ...next }));
          for (const [key, value] of current) if (!OWN.includes(key)) written.append(key, value);
          return written;
        },
        // keepScroll: the shell's ScrollManager leaves the page where it is; the catalogue scrolls for a page change
        { replace: how === 'replace', state: { keepScroll: true } },
      );
    },
    [setParams],
  );

  return { query, change };
}
