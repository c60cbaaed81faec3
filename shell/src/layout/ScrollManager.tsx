import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHash } from './scroll-to-hash';

/**
 * Top of the page on every route change; the anchor's element when the link has a hash. A page that writes its
 * own state into its query (the catalogue's filters, sort and page: issue 33) says `keepScroll` in the
 * navigation's state and stays where the shopper is; a new path scrolls up all the same.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    const samePath = lastPath.current === pathname;
    lastPath.current = pathname;
    if (hash) return scrollToHash(hash);
    if (samePath && (state as { keepScroll?: boolean } | null)?.keepScroll) return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);
  return null;
}
