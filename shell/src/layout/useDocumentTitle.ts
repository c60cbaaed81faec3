import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchStorefrontRoute, NOT_FOUND_TITLE, pageTitle } from '@shop/contracts/storefront-routes';

/**
 * The tab title of a path, "{page} — {shop name}" from the storefront's route list (decision 020), as the
 * server's head had it on the first load. Undefined (leave the title as it is): a product, which sets its own
 * once it knows its name, or a shop name not known yet (rather than a default name).
 */
export function titleFor(pathname: string, shopName: string | undefined): string | undefined {
  const match = matchStorefrontRoute(pathname);
  if (!shopName || match?.route.page === 'product') return undefined;
  return pageTitle(match ? match.route.title : NOT_FOUND_TITLE, shopName);
}

/** Keeps the tab title right on every navigation. */
export function useDocumentTitle(shopName: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = titleFor(pathname, shopName);
    if (title) document.title = title;
  }, [pathname, shopName]);
}
