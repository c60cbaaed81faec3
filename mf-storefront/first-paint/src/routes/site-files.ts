import { createHash } from 'node:crypto';
import type { Category, Product } from '@shop/contracts';
import { UNASSIGNED_CATEGORY_TITLE } from '@shop/contracts/constants';
import { pathInLanguage, STOREFRONT_ROUTES } from '@shop/contracts/storefront-routes';
import type { ShopData, SiteParts } from '../data/shop-data';
import { escapeHtml } from '../html';
import { FALLBACK_SHOP_NAME } from '../pages/render-page';

/** robots.txt (issue 29 item 4): the shop and its images are open; the admin and the rest of the API are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** A page whose source carries no date: when this server first saw its current content. */
export function createFirstSeen(now: () => number = Date.now) {
  const seen = new Map<string, { fingerprint: string; at: string }>();
  return (path: string, content: unknown): string => {
    const fingerprint = createHash('sha1').update(JSON.stringify(content ?? null)).digest('hex');
    const entry = seen.get(path);
    if (entry?.fingerprint === fingerprint) return entry.at;
    const at = new Date(now()).toISOString();
    seen.set(path, { fingerprint, at });
    return at;
  };
}

const changed = (product: Product) => product.updatedAt ?? product.createdAt;
const newest = (dates: string[]): string | undefined => dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

/**
 * Every page a crawler should know: the indexable pages of the route list, each visible category's catalogue
 * and each product, from the catalog and content services (issue 29 item 4).
 */
export function sitemapEntries(
  site: SiteParts,
  products: readonly Product[],
  firstSeen: (path: string, content: unknown) => string,
): SitemapEntry[] {
  const categories = (site.categories?.data ?? []).filter((category) => category.title !== UNASSIGNED_CATEGORY_TITLE);
  const latestProduct = newest(products.map(changed));
  const staticPages = STOREFRONT_ROUTES.filter((route) => route.indexable && !route.pattern.includes(':')).map(
    (route): SitemapEntry => {
      const lastmod =
        route.page === 'catalog'
          ? (latestProduct ?? firstSeen(route.pattern, products.length))
          : firstSeen(route.pattern, route.page === 'home' ? [site.config, site.stats] : site.config);
      return { path: route.pattern, lastmod };
    },
  );
  const categoryPages = categories.map((category: Category): SitemapEntry => {
    const own = products.filter((product) => product.product_category_id === category._id).map(changed);
    const lastmod = newest([...own, ...(category.updatedAt ? [category.updatedAt] : [])]) ?? firstSeen(category._id, category);
    return { path: `/our-collection?category=${category._id}`, lastmod };
  });
  const productPages = products.map((product): SitemapEntry => ({ path: `/products/${product._id}`, lastmod: changed(product) }));
  return [...staticPages, ...categoryPages, ...productPages];
}

/** '/our-collection?category=c1' under /ar: the path gets the prefix, the query stays (issue 30). */
function arabicTwin(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? pathInLanguage(path, 'ar') : `${pathInLanguage(path.slice(0, at), 'ar')}${path.slice(at)}`;
}

/** Every page in English and in Arabic, each naming both as its hreflang alternates (English as x-default). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .flatMap((entry) => {
      const english = escapeHtml(`${origin}${entry.path}`);
      const arabic = escapeHtml(`${origin}${arabicTwin(entry.path)}`);
      const links =
        `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
      return [english, arabic].map((loc) => `<url><loc>${loc}</loc><lastmod>${entry.lastmod}</lastmod>${links}</url>`);
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** The sitemap from the current reads; undefined when the catalog cannot answer (no sitemap rather than an empty one). */
export async function buildSitemap(
  data: ShopData,
  origin: string,
  firstSeen: (path: string, content: unknown) => string,
): Promise<string | undefined> {
  const [site, list] = await Promise.all([data.site(), data.products()]);
  if (!list) return undefined;
  return sitemapXml(origin, sitemapEntries(site, list.data, firstSeen));
}

/** The shop's initial on its colour: the favicon names the shop the configuration names. */
export function faviconSvg(shopName: string): string {
  const initial = escapeHtml(Array.from(shopName.trim() || FALLBACK_SHOP_NAME)[0]!.toUpperCase());
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#a93a64"/>' +
    `<text x="16" y="22" font-size="17" text-anchor="middle" fill="#fff" font-family="Georgia,serif">${initial}</text></svg>`
  );
}

export function webManifest(shopName: string, description: string): object {
  return {
    name: shopName,
    short_name: shopName.length > 12 ? Array.from(shopName).slice(0, 12).join('').trim() : shopName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf8f6',
    theme_color: '#a93a64',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
