/*
 * The storefront's routes (storefront spec §2): the one list that decides what is a page. The shell's route
 * table and titles and the storefront's render server (mf-storefront/first-paint) both read it, so a path is a
 * page, a 404 or a product in the same way in the browser and in the HTML a crawler or a link preview gets
 * (docs/decisions/020). No zod here: the shell bundles this file.
 */

/** What the render server knows how to draw; `shell` pages get a head only (their first paint is the shell's). */
export type StorefrontPage = 'home' | 'catalog' | 'product' | 'search' | 'story' | 'faqs' | 'reviews' | 'shell';

export interface StorefrontRoute {
  /** `/products/:id`: a `:name` segment matches one non-empty path segment. */
  pattern: string;
  page: StorefrontPage;
  /** The page's own part of the tab title ("{title} — {shop name}"); none: the page names itself (a product) or is the shop (home). */
  title?: string;
  /** Listed in the sitemap and open to search engines; personal and transactional pages are not. */
  indexable: boolean;
}

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { pattern: '/', page: 'home', indexable: true },
  { pattern: '/our-collection', page: 'catalog', title: 'Our Collection', indexable: true },
  { pattern: '/products/:id', page: 'product', indexable: true },
  // the results of the header search (issue 33): shareable, painted by the server, not for search engines
  { pattern: '/search', page: 'search', title: 'Search', indexable: false },
  { pattern: '/about-us', page: 'story', title: 'Our Story', indexable: true },
  { pattern: '/all-faqs', page: 'faqs', title: 'All Frequently Asked Questions', indexable: true },
  { pattern: '/reviews', page: 'reviews', title: 'Leave a Review', indexable: true },
  { pattern: '/full-cart', page: 'shell', title: 'Your Cart', indexable: false },
  { pattern: '/checkout', page: 'shell', title: 'Checkout', indexable: false },
  { pattern: '/login', page: 'shell', title: 'Login', indexable: false },
  { pattern: '/signup', page: 'shell', title: 'Sign up', indexable: false },
  { pattern: '/forgot-password', page: 'shell', title: 'Forgot password', indexable: false },
  { pattern: '/reset-password', page: 'shell', title: 'Reset password', indexable: false },
  { pattern: '/track', page: 'shell', title: 'Track your order', indexable: false },
  { pattern: '/track/:token', page: 'shell', title: 'Your order', indexable: false },
  { pattern: '/profile', page: 'shell', title: 'Profile', indexable: false },
  { pattern: '/profile/orders', page: 'shell', title: 'My Orders', indexable: false },
  { pattern: '/profile/orders/:orderId', page: 'shell', title: 'My Order', indexable: false },
  { pattern: '/restricted-access', page: 'shell', title: 'Restricted access', indexable: false },
];

/** The tab title of a page that is not found (storefront spec §2 "any other path"). */
export const NOT_FOUND_TITLE = 'Page not found';

export interface RouteMatch {
  route: StorefrontRoute;
  params: Record<string, string>;
}

/** The route a path belongs to (a trailing slash is the same page), or undefined: the Not Found page. */
export function matchStorefrontRoute(pathname: string): RouteMatch | undefined {
  const segments = splitPath(pathname);
  if (!segments) return undefined;
  for (const route of STOREFRONT_ROUTES) {
    const parts = splitPath(route.pattern)!;
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[index]!;
        return true;
      }
      return part === segments[index];
    });
    if (matches) return { route, params };
  }
  return undefined;
}

function splitPath(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return decoded.split('/').filter(Boolean);
}

/** "{page} — {shop name}", or the shop's name alone for a page without a title of its own (home). */
export function pageTitle(page: string | undefined, shopName: string): string {
  return page ? `${page} — ${shopName}` : shopName;
}

/** Every storefront route also lives under `/ar` in Arabic (issue 30): `/ar`, `/ar/products/:id`, ... */
export const ARABIC_PREFIX = '/ar';

/** The language a path asks for and the route path without its prefix: '/ar/about-us' → ar, '/about-us'. */
export function splitLanguage(pathname: string): { language: 'en' | 'ar'; path: string } {
  if (pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`)) {
    return { language: 'ar', path: pathname.slice(ARABIC_PREFIX.length) || '/' };
  }
  return { language: 'en', path: pathname };
}

/** The address of a route path in a language: ('/about-us', 'ar') → '/ar/about-us'; ('/', 'ar') → '/ar'. */
export function pathInLanguage(path: string, language: 'en' | 'ar'): string {
  const bare = splitLanguage(path).path;
  if (language === 'en') return bare;
  return bare === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${bare}`;
}
