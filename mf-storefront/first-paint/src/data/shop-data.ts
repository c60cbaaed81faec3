import {
  CategoryListResponse,
  ProductListResponse,
  ProductResponse,
  SearchResponse,
  SiteConfigResponse,
  SocialLinksResponse,
  StatsResponse,
  VisibleAnnouncementsResponse,
  type SiteBootstrap,
} from '@shop/contracts';
import { callUpstream, readAnswer, type UpstreamTarget } from '@shop/service-kit';
import type { ZodType } from 'zod';
import { createTtlCache } from './ttl-cache';

export interface ShopDataOptions {
  catalogUrl: string;
  contentUrl: string;
  ttlMs: number;
  timeoutMs: number;
  now?: () => number;
}

/** Site-wide parts every page's data block carries (decisions 005 and 015), each the answer of its public read. */
export type SiteParts = Pick<SiteBootstrap, 'config' | 'stats' | 'social' | 'announcements' | 'categories'>;

type Service = 'content' | 'catalog';
type Part<T> = readonly [Service, path: string, answer: ZodType<T>];

const SITE_PARTS: { [K in keyof SiteParts]-?: Part<NonNullable<SiteParts[K]>> } = {
  config: ['content', '/api/config', SiteConfigResponse],
  stats: ['content', '/api/stats', StatsResponse],
  social: ['content', '/api/social', SocialLinksResponse],
  announcements: ['content', '/api/announcements/visible', VisibleAnnouncementsResponse],
  categories: ['catalog', '/api/categories/', CategoryListResponse],
};

/** A product the catalog does not know (404 or a malformed id): the page is the spec's 'Product not found!'. */
export const NO_PRODUCT = null;

export interface ShopData {
  site(fresh?: boolean): Promise<SiteParts>;
  products(fresh?: boolean): Promise<ProductListResponse | undefined>;
  /** undefined: the catalog could not answer; null: no such product. */
  product(id: string, fresh?: boolean): Promise<ProductResponse | null | undefined>;
  /** The catalog's search (issue 33), asked each time (answers follow changes within seconds); undefined: no answer. */
  search(q: string, language: 'en' | 'ar', limit: number): Promise<SearchResponse | undefined>;
}

/**
 * The public reads the pages are rendered from, each kept `ttlMs` however many pages ask (concurrent requests
 * share one call), then answered for up to a minute more while one read refreshes it: a change (a product
 * added, deleted or repriced) shows on the second page load after `ttlMs`. A read that fails, times out or breaks its contract is left out of the page, and the
 * failure is kept for the same time, so a service that is down does not cost every page the timeout.
 */
export function createShopData(options: ShopDataOptions): ShopData {
  const { ttlMs, timeoutMs, now = Date.now } = options;
  const bases: Record<Service, string> = { content: options.contentUrl, catalog: options.catalogUrl };

  const read = async <T>([service, path, schema]: Part<T>): Promise<T | null | undefined> => {
    const target: UpstreamTarget = { name: service, baseUrl: bases[service], timeoutMs };
    try {
      const answer = await callUpstream(target, 'GET', path);
      if (answer.status === 404 || answer.status === 400) return NO_PRODUCT;
      return answer.status === 200 ? readAnswer(target, answer, schema) : undefined;
    } catch {
      return undefined;
    }
  };

  const loadSite = async (): Promise<SiteParts> => {
    const entries = await Promise.all(
      Object.entries(SITE_PARTS).map(async ([key, part]) => [key, await read<unknown>(part)] as const),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null)) as SiteParts;
  };

  // a minute of stale answers while one read refreshes: a page waits on a service only on a cold start
  const staleMs = 60_000;
  const siteCache = createTtlCache<SiteParts>({ ttlMs, staleMs, now, maxEntries: 1 });
  const listCache = createTtlCache<ProductListResponse | undefined>({ ttlMs, staleMs, now, maxEntries: 1 });
  const productCache = createTtlCache<ProductResponse | null | undefined>({ ttlMs, staleMs, now, maxEntries: 1000 });

  return {
    site: (fresh = false) => siteCache.get('site', loadSite, fresh),
    products: (fresh = false) =>
      listCache.get(
        'products',
        async () => (await read(['catalog', '/api/products', ProductListResponse])) ?? undefined,
        fresh,
      ),
    product: (id, fresh = false) =>
      productCache.get(id, () => read(['catalog', `/api/products/${encodeURIComponent(id)}`, ProductResponse]), fresh),
    search: async (q, language, limit) => {
      const query = new URLSearchParams({ q, lang: language, limit: String(limit) });
      return (await read(['catalog', `/api/search?${query}`, SearchResponse])) ?? undefined;
    },
  };
}
