import type { Category, RenderedPage as RenderedPageContract, SiteBootstrap } from '@shop/contracts';
import {
  matchStorefrontRoute,
  NOT_FOUND_TITLE,
  pageTitle,
  splitLanguage,
  type StorefrontRoute,
} from '@shop/contracts/storefront-routes';
import type { ShopData, SiteParts } from '../data/shop-data';
import { FIRST_PAINT_CSS } from '../hero-css';
import { renderHomeHero } from '../hero-markup';
import { renderHead, absoluteImage, type PageHead } from '../head/page-head';
import {
  breadcrumbData,
  CURRENCY,
  homeData,
  itemListData,
  priceAmount,
  productData,
} from '../head/structured-data';
import { summary } from '../html';
import { renderCatalog, firstCatalogPage } from './catalog-markup';
import { renderNotFound } from './not-found-markup';
import { PAGE_CSS } from './page-css';
import { renderProduct, renderProductNotFound, PRODUCT_NOT_FOUND } from './product-markup';
import { renderSearch, SEARCH_CSS, SEARCH_PAGE_LIMIT } from './search-markup';

/**
 * What the gateway puts into index.html for one storefront URL (docs/decisions/020; the contract is
 * `RenderedPage` in @shop/contracts): `head` replaces index.html's title and description, `css` and `root` are
 * the first paint ('' leaves #root to the shell), `firstPaint` tells the shell which page's code to wait for,
 * `data` is the JSON data block (the answers the page was rendered from), `shared` whether the gateway may
 * give the page to other callers for the cache's time.
 */
export interface RenderedPage extends Omit<RenderedPageContract, 'data'> {
  data: SiteBootstrap;
}

export interface RenderContext {
  data: ShopData;
  /** SHOP_PUBLIC_ORIGIN. */
  origin: string;
  /** A verified admin's page: read now, not from the cache (decision 015). */
  fresh?: boolean;
}

/** The content service's own default name, used when the configuration cannot be read. */
export const FALLBACK_SHOP_NAME = 'Beauty Corner';
const FALLBACK_DESCRIPTION = 'Genuine skincare, makeup and fragrance, delivered across Egypt.';
const STYLES = `${FIRST_PAINT_CSS}\n${PAGE_CSS}`;

export async function renderPage(url: string, context: RenderContext): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://render.invalid');
  const match = matchStorefrontRoute(pathname);
  const site = await context.data.site(context.fresh);
  const shopName = site.config?.name.trim() || FALLBACK_SHOP_NAME;
  const base = { shopName, origin: context.origin, site };
  if (!match) return notFound(base, NOT_FOUND_TITLE, renderNotFound(), 'not-found');
  switch (match.route.page) {
    case 'home':
      return home(base);
    case 'product':
      return product(base, match.params.id!, context);
    case 'catalog':
      return catalog(base, searchParams.get('category') ?? undefined, context);
    case 'search':
      return search(base, match.route, (searchParams.get('q') ?? '').trim(), splitLanguage(pathname).language, context);
    default:
      return simplePage(base, match.route, pathname);
  }
}

interface Base {
  shopName: string;
  origin: string;
  site: SiteParts;
}

function headOf(base: Base, head: Omit<PageHead, 'shopName'>): string {
  return renderHead({ ...head, shopName: base.shopName });
}

function describe(base: Base): string {
  return summary(base.site.config?.description || FALLBACK_DESCRIPTION);
}

function home(base: Base): RenderedPage {
  const { config, social } = base.site;
  const head = headOf(base, {
    title: pageTitle(undefined, base.shopName),
    description: describe(base),
    canonical: `${base.origin}/`,
    type: 'website',
    indexable: true,
    structuredData: config ? homeData(base.origin, config, social) : [],
  });
  // as decision 005: the site content is the page's data block; the hero only when the configuration is known
  if (!config) return { status: 200, head, css: '', root: '', data: base.site, shared: true };
  return {
    status: 200,
    head,
    css: STYLES,
    root: renderHomeHero(config, base.site.stats),
    firstPaint: 'home',
    data: base.site,
    shared: true,
  };
}

async function product(base: Base, id: string, context: RenderContext): Promise<RenderedPage> {
  const answer = await context.data.product(id, context.fresh);
  if (answer === null) return notFound(base, PRODUCT_NOT_FOUND, renderProductNotFound(), 'product');
  const canonical = `${base.origin}/products/${encodeURIComponent(id)}`;
  if (answer === undefined) {
    // the catalog did not answer: the shell's page asks for the product itself
    return {
      status: 200,
      head: simpleHead(base, undefined, canonical, true),
      css: '',
      root: '',
      data: {},
      shared: false,
    };
  }
  const item = answer.data;
  const category = categoryOf(base, item.product_category_id ?? undefined);
  const image = absoluteImage(base.origin, item.image);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Our Collection', path: '/our-collection' },
    ...(category ? [{ name: category.title, path: `/our-collection?category=${category._id}` }] : []),
    { name: item.title, path: `/products/${item._id}` },
  ];
  const head = headOf(base, {
    title: pageTitle(item.title, base.shopName),
    description: summary(item.description) || describe(base),
    canonical,
    type: 'product',
    ...(image ? { image: { url: image, alt: item.title } } : {}),
    price: { amount: priceAmount(item.price), currency: CURRENCY, inStock: item.availability },
    indexable: true,
    structuredData: [productData(base.origin, item, category), breadcrumbData(base.origin, crumbs)],
  });
  return {
    status: 200,
    head,
    css: STYLES,
    root: renderProduct(item),
    firstPaint: 'product',
    data: { product: answer },
    shared: true,
  };
}

async function catalog(
  base: Base,
  categoryId: string | undefined,
  context: RenderContext,
): Promise<RenderedPage> {
  const category = categoryOf(base, categoryId);
  const canonicalPath = category ? `/our-collection?category=${category._id}` : '/our-collection';
  const title = category ? category.title : 'Our Collection';
  const list = await context.data.products(context.fresh);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Our Collection', path: '/our-collection' },
    ...(category ? [{ name: category.title, path: canonicalPath }] : []),
  ];
  const shown = list ? firstCatalogPage(list.data, category?._id).shown : [];
  const head = headOf(base, {
    title: pageTitle(title, base.shopName),
    description: summary(category?.description || describe(base)),
    canonical: `${base.origin}${canonicalPath}`,
    type: 'website',
    ...(shown[0] && absoluteImage(base.origin, shown[0].image)
      ? { image: { url: absoluteImage(base.origin, shown[0].image)!, alt: shown[0].title } }
      : {}),
    indexable: true,
    structuredData: [breadcrumbData(base.origin, crumbs), itemListData(base.origin, title, shown)],
  });
  if (!list) return { status: 200, head, css: '', root: '', data: {}, shared: false };
  return {
    status: 200,
    head,
    css: STYLES,
    root: renderCatalog(list.data, category?._id, base.site.categories?.data ?? []),
    firstPaint: 'catalog',
    data: { products: list },
    shared: true,
  };
}

/**
 * /search?q= (issue 33): the results painted from the catalog's search, shareable; not for search engines (the
 * route is not indexable). Without an answer from the catalog, the shell's page asks for the results itself.
 */
async function search(
  base: Base,
  route: StorefrontRoute,
  q: string,
  language: 'en' | 'ar',
  context: RenderContext,
): Promise<RenderedPage> {
  const query = q.slice(0, 100);
  const canonical = `${base.origin}/search${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  const head = simpleHead(base, route.title, canonical, false);
  const answer = query ? await context.data.search(query, language, SEARCH_PAGE_LIMIT) : { data: [], total: 0, categories: [] };
  if (!answer) return { status: 200, head, css: '', root: '', data: {}, shared: false };
  return {
    status: 200,
    head,
    css: `${STYLES}\n${SEARCH_CSS}`,
    root: renderSearch(query, answer, language),
    firstPaint: 'search',
    data: { search: { q: query, answer } },
    shared: true,
  };
}

/** A content page (story, FAQs, reviews) or a personal one (cart, checkout, profile): a head; the shell draws it. */
function simplePage(base: Base, route: StorefrontRoute, pathname: string): RenderedPage {
  const crumbs =
    route.indexable && route.title
      ? [
          breadcrumbData(base.origin, [
            { name: 'Home', path: '/' },
            { name: route.title, path: route.pattern },
          ]),
        ]
      : [];
  const head = simpleHead(
    base,
    route.title,
    `${base.origin}${route.indexable ? route.pattern : pathname}`,
    route.indexable,
    crumbs,
  );
  return { status: 200, head, css: '', root: '', data: {}, shared: true };
}

function simpleHead(
  base: Base,
  title: string | undefined,
  canonical: string,
  indexable: boolean,
  structuredData: object[] = [],
): string {
  return headOf(base, {
    title: pageTitle(title, base.shopName),
    description: describe(base),
    canonical,
    type: 'website',
    indexable,
    structuredData,
  });
}

function notFound(
  base: Base,
  title: string,
  root: string,
  firstPaint: RenderedPage['firstPaint'],
): RenderedPage {
  const head = headOf(base, {
    title: pageTitle(title, base.shopName),
    description: describe(base),
    canonical: `${base.origin}/`,
    type: 'website',
    indexable: false,
    structuredData: [],
  });
  return { status: 404, head, css: STYLES, root, firstPaint, data: {}, shared: true };
}

function categoryOf(base: Base, id: string | undefined): Category | undefined {
  return id ? base.site.categories?.data.find((category) => category._id === id) : undefined;
}
