import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Translate } from '@shop/app-context';
import { matchStorefrontRoute, pageTitle } from '@shop/contracts/storefront-routes';
import { useT } from '../i18n/messages';

/**
 * The tab title of a path, "{page} — {shop name}" from the storefront's route list (decision 020) in the page's
 * language (the catalogue's `titles`, keyed by the route's pattern), as the server's head had it on the first
 * load. Undefined (leave the title as it is): a product, which sets its own once it knows its name, or a shop
 * name not known yet (rather than a default name).
 */
export function titleFor(pathname: string, shopName: string | undefined, t: Translate): string | undefined {
  const match = matchStorefrontRoute(pathname);
  if (!shopName || match?.route.page === 'product') return undefined;
  if (!match) return pageTitle(t('titles.notFound'), shopName);
  return pageTitle(match.route.title ? t(`titles.${match.route.pattern}`) : undefined, shopName);
}

/** Keeps the tab title right on every navigation (the router's path has no /ar prefix). */
export function useDocumentTitle(shopName: string | undefined): void {
  const { pathname } = useLocation();
  const t = useT();
  useEffect(() => {
    const title = titleFor(pathname, shopName, t);
    if (title) document.title = title;
  }, [pathname, shopName, t]);
}
