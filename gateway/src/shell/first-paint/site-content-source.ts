import type { SiteBootstrap } from '@shop/contracts';

export interface SiteContentSourceOptions {
  /** The content service's base URL (its config, stats, social and visible announcements reads are public). */
  contentUrl: string;
  /** The catalog service's base URL (its /api/categories/ is public); none: the block has no categories. */
  catalogUrl?: string;
  /** How long one answer is reused: the home page may show a configuration change this much later. */
  ttlMs?: number;
  /** A slow content service must not hold `/` up: after this, the page goes out without the content. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * `fresh`: read now rather than take the cached round (which then serves the others). For a signed-in
 * caller, whose own API reads are never answered from a cache: the page takes this content as its answers
 * (docs/decisions/015), and an admin who has just saved must see the change.
 */
export type SiteContentSource = (options?: { fresh?: boolean }) => Promise<SiteBootstrap>;

/** Each part of the block: the public read whose answer it is, on its owner's service (storefront spec §7). */
const PARTS = {
  config: ['content', '/api/config'],
  stats: ['content', '/api/stats'],
  social: ['content', '/api/social'],
  announcements: ['content', '/api/announcements/visible'],
  categories: ['catalog', '/api/categories/'],
} as const satisfies Record<keyof SiteBootstrap, readonly ['content' | 'catalog', string]>;

/**
 * The public site content for the first paint of `/`, asked once per `ttlMs` however many pages are served
 * (concurrent requests share one round of calls). A part that fails or times out is left out: the page then
 * loads it itself, as it did before (and the failure is remembered for the same ttl, so a service that is down
 * does not cost every page load the timeout).
 */
export function createSiteContentSource(options: SiteContentSourceOptions): SiteContentSource {
  const {
    contentUrl,
    catalogUrl,
    ttlMs = 5000,
    timeoutMs = 800,
    fetch: fetchFn = fetch,
    now = Date.now,
  } = options;
  const bases = { content: contentUrl, catalog: catalogUrl };
  let cached: { at: number; content: Promise<SiteBootstrap> } | undefined;

  const fetchPart = async (base: string | undefined, path: string): Promise<unknown> => {
    if (!base) return undefined;
    try {
      const response = await fetchFn(new URL(path, base), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return undefined;
      const body: unknown = await response.json();
      return body && typeof body === 'object' ? body : undefined;
    } catch {
      return undefined;
    }
  };

  const load = async (): Promise<SiteBootstrap> => {
    const entries = await Promise.all(
      Object.entries(PARTS).map(
        async ([key, [service, path]]) => [key, await fetchPart(bases[service], path)] as const,
      ),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as SiteBootstrap;
  };

  return ({ fresh = false } = {}) => {
    if (fresh || !cached || now() - cached.at >= ttlMs) cached = { at: now(), content: load() };
    return cached.content;
  };
}
