import type { Category, Product, RenderedPage as RenderedPageContract, SiteBootstrap } from '@shop/contracts';
import {
  matchStorefrontRoute,
  pageTitle,
  pathInLanguage,
  splitLanguage,
  type StorefrontRoute,
} from '@shop/contracts/storefront-routes';
import { INLINE_CARD_WIDTH, type InlineImages } from '../data/inline-images';
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
import { FIRST_ROW, renderCatalog, type InlinePhotos } from './catalog-markup';
import { catalogPage, readCatalogQuery, type CatalogQuery } from '../catalog-list';
import { renderNotFound } from './not-found-markup';
import { PAGE_CSS } from './page-css';
import { renderProduct, renderProductNotFound, shownText } from './product-markup';
import { wordsFor, type Words } from '../i18n/words';
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
  /** The product photo painted with the HTML (decision 034); none: the photo comes by the network only. */
  images?: InlineImages;
}

/** The content service's own default name, used when the configuration cannot be read. */
export const FALLBACK_SHOP_NAME = 'Beauty Corner';
const STYLES = `${FIRST_PAINT_CSS}\n${PAGE_CSS}`;

export async function renderPage(url: string, context: RenderContext): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://render.invalid');
  // `/ar/...` is the same page in Arabic (issue 30): the route is matched without the prefix
  const { language, path } = splitLanguage(pathname);
  const match = matchStorefrontRoute(path);
  const site = await context.data.site(context.fresh);
  const words = wordsFor(language);
  const shopName = (site.config && shownText(site.config.name, site.config.nameAr, words).trim()) || FALLBACK_SHOP_NAME;
  const base = { shopName, origin: context.origin, site, words };
  if (!match) return notFound(base, words.t('titles.notFound'), renderNotFound(words), 'not-found');
  switch (match.route.page) {
    case 'home':
      return home(base);
    case 'product':
      return product(base, match.params.id!, context);
    case 'catalog':
      return catalog(base, readCatalogQuery(searchParams), context);
    case 'search':
      return search(base, match.route, (searchParams.get('q') ?? '').trim(), language, context);
    default:
      return simplePage(base, match.route, path);
  }
}

interface Base {
  shopName: string;
  origin: string;
  site: SiteParts;
  words: Words;
}

/** A page's head in its language: the canonical address is this language's, the other is its hreflang twin. */
function headOf(base: Base, head: Omit<PageHead, 'shopName' | 'canonical' | 'alternates' | 'locale'> & { path: string }): string {
  const { path, ...rest } = head;
  const at = (language: 'en' | 'ar') => `${base.origin}${addressIn(path, language)}`;
  return renderHead({
    ...rest,
    shopName: base.shopName,
    canonical: at(base.words.language),
    alternates: { en: at('en'), ar: at('ar') },
    locale: base.words.t('server.locale'),
  });
}

/** '/our-collection?category=c1' in a language: the path gets the prefix, the query stays. */
function addressIn(pathAndQuery: string, language: 'en' | 'ar'): string {
  const at = pathAndQuery.indexOf('?');
  return at === -1 ? pathInLanguage(pathAndQuery, language) : `${pathInLanguage(pathAndQuery.slice(0, at), language)}${pathAndQuery.slice(at)}`;
}

function describe(base: Base): string {
  const config = base.site.config;
  return summary((config && shownText(config.description, config.descriptionAr, base.words)) || base.words.t('server.description'));
}

function home(base: Base): RenderedPage {
  const { config, social } = base.site;
  const head = headOf(base, {
    title: pageTitle(undefined, base.shopName),
    description: describe(base),
    path: '/',
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
    root: renderHomeHero(localConfig(base), base.site.stats, base.words),
    firstPaint: 'home',
    data: base.site,
    shared: true,
  };
}

async function product(base: Base, id: string, context: RenderContext): Promise<RenderedPage> {
  const answer = await context.data.product(id, context.fresh);
  const { t } = base.words;
  if (answer === null) return notFound(base, t('product.notFound'), renderProductNotFound(base.words), 'product');
  const path = `/products/${encodeURIComponent(id)}`;
  if (answer === undefined) {
    // the catalog did not answer: the shell's page asks for the product itself
    return {
      status: 200,
      head: simpleHead(base, undefined, path, true),
      css: '',
      root: '',
      data: {},
      shared: false,
    };
  }
  const item = answer.data;
  const inlinePhoto = await context.images?.dataUri(item.image);
  const category = categoryOf(base, item.product_category_id ?? undefined);
  const image = absoluteImage(base.origin, item.image);
  const title = shownText(item.title, item.titleAr, base.words);
  const href = base.words.href;
  const crumbs = [
    { name: t('nav.home'), path: href('/') },
    { name: t('nav.collection'), path: href('/our-collection') },
    ...(category ? [{ name: shownText(category.title, category.titleAr, base.words), path: `${href('/our-collection')}?category=${category._id}` }] : []),
    { name: title, path: href(`/products/${item._id}`) },
  ];
  const head = headOf(base, {
    title: pageTitle(title, base.shopName),
    description: summary(shownText(item.description, item.descriptionAr, base.words)) || describe(base),
    path,
    type: 'product',
    ...(image ? { image: { url: image, alt: title } } : {}),
    price: { amount: priceAmount(item.price), currency: CURRENCY, inStock: item.availability },
    indexable: true,
    structuredData: [productData(base.origin, item, category), breadcrumbData(base.origin, crumbs)],
  });
  return {
    status: 200,
    head,
    css: STYLES,
    root: renderProduct(item, base.words, inlinePhoto),
    firstPaint: 'product',
    data: { product: answer },
    shared: true,
  };
}

/** The catalogue as its address asks (issue 33 item 3); the canonical address is the category's, unfiltered. */
async function catalog(base: Base, query: CatalogQuery, context: RenderContext): Promise<RenderedPage> {
  const category = categoryOf(base, query.category);
  const { t, href } = base.words;
  const canonicalPath = category ? `/our-collection?category=${category._id}` : '/our-collection';
  const title = category ? shownText(category.title, category.titleAr, base.words) : t('catalog.title');
  const list = await context.data.products(context.fresh);
  const crumbs = [
    { name: t('nav.home'), path: href('/') },
    { name: t('nav.collection'), path: href('/our-collection') },
    ...(category ? [{ name: title, path: addressIn(canonicalPath, base.words.language) }] : []),
  ];
  const shown = list ? catalogPage(list.data, query, base.words.language).shown : [];
  const head = headOf(base, {
    title: pageTitle(title, base.shopName),
    description: summary((category && shownText(category.description, category.descriptionAr, base.words)) || describe(base)),
    path: canonicalPath,
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
    root: renderCatalog(list.data, query, base.site.categories?.data ?? [], base.words, await firstRowPhotos(shown, context)),
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
  const head = simpleHead(base, route.title && base.words.t(`titles.${route.pattern}`), `/search${query ? `?q=${encodeURIComponent(query)}` : ''}`, false);
  const answer = query ? await context.data.search(query, language, SEARCH_PAGE_LIMIT) : { data: [], total: 0, categories: [] };
  if (!answer) return { status: 200, head, css: '', root: '', data: {}, shared: false };
  return {
    status: 200,
    head,
    css: `${STYLES}\n${SEARCH_CSS}`,
    root: renderSearch(query, answer, base.words),
    firstPaint: 'search',
    data: { search: { q: query, answer } },
    shared: true,
  };
}

/** The first row's photos as data: URIs (decision 034), each a card's phone rendition. */
async function firstRowPhotos(shown: readonly Product[], context: RenderContext): Promise<InlinePhotos> {
  const photos = new Map<string, string>();
  if (!context.images) return photos;
  for (const { image } of shown.slice(0, FIRST_ROW)) {
    const uri = await context.images.dataUri(image, INLINE_CARD_WIDTH);
    if (uri) photos.set(image, uri);
  }
  return photos;
}

/** A content page (story, FAQs, reviews) or a personal one (cart, checkout, profile): a head; the shell draws it. */
function simplePage(base: Base, route: StorefrontRoute, path: string): RenderedPage {
  const { t, href } = base.words;
  const title = route.title && t(`titles.${route.pattern}`);
  const crumbs =
    route.indexable && title
      ? [
          breadcrumbData(base.origin, [
            { name: t('nav.home'), path: href('/') },
            { name: title, path: href(route.pattern) },
          ]),
        ]
      : [];
  const head = simpleHead(base, title, route.indexable ? route.pattern : path, route.indexable, crumbs);
  return { status: 200, head, css: '', root: '', data: {}, shared: true };
}

function simpleHead(
  base: Base,
  title: string | undefined,
  path: string,
  indexable: boolean,
  structuredData: object[] = [],
): string {
  return headOf(base, {
    title: pageTitle(title, base.shopName),
    description: describe(base),
    path,
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
    path: '/',
    type: 'website',
    indexable: false,
    structuredData: [],
  });
  return { status: 404, head, css: STYLES, root, firstPaint, data: {}, shared: true };
}

/** The configuration with its Arabic twins on an Arabic page (the hero's name, slogan and description). */
function localConfig(base: Base): NonNullable<SiteParts['config']> {
  const config = base.site.config!;
  const text = (english: string, arabic: string | undefined) => shownText(english, arabic, base.words);
  return { ...config, name: text(config.name, config.nameAr), slogan1: text(config.slogan1, config.slogan1Ar), description: text(config.description, config.descriptionAr) };
}

function categoryOf(base: Base, id: string | undefined): Category | undefined {
  return id ? base.site.categories?.data.find((category) => category._id === id) : undefined;
}
