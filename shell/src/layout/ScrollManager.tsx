import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHash } from './scroll-to-hash';

/** Top of the page on every route change; the anchor's element when the link has a hash. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);
  return null;
}
