import {
  CategoryListResponse,
  SiteConfigResponse,
  SocialLinksResponse,
  StatsResponse,
  VisibleAnnouncementsResponse,
  type SiteBootstrap,
} from '@shop/contracts';
import { callUpstream, readAnswer, type UpstreamTarget } from '@shop/service-kit';
import type { ZodType } from 'zod';

export interface SiteContentSourceOptions {
  /** The content service's base URL (its config, stats, social and visible announcements reads are public). */
  contentUrl: string;
  /** The catalog service's base URL (its /api/categories/ is public); none: the block has no categories. */
  catalogUrl?: string;
  /** How long one answer is reused: the home page may show a configuration change this much later. */
  ttlMs?: number;
  /** A slow content service must not hold `/` up: after this, the page goes out without the content. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * `fresh`: read now rather than take the cached round (which then serves the others). For a verified admin:
 * the page takes this content as its answers (docs/decisions/015), and an admin who has just saved must see
 * the change.
 */
export type SiteContentSource = (options?: { fresh?: boolean }) => Promise<SiteBootstrap>;

type Service = 'content' | 'catalog';
type Part<T> = readonly [Service, path: string, answer: ZodType<T>];

/**
 * Each part of the block: the public read whose answer it is, on its owner's service (storefront spec §7), and
 * that read's contract, since the page takes the part as the read's answer without asking again.
 */
const PARTS: { [K in keyof SiteBootstrap]-?: Part<NonNullable<SiteBootstrap[K]>> } = {
  config: ['content', '/api/config', SiteConfigResponse],
  stats: ['content', '/api/stats', StatsResponse],
  social: ['content', '/api/social', SocialLinksResponse],
  announcements: ['content', '/api/announcements/visible', VisibleAnnouncementsResponse],
  categories: ['catalog', '/api/categories/', CategoryListResponse],
};

/**
 * The public site content for the first paint of `/`, asked once per `ttlMs` however many pages are served
 * (concurrent requests share one round of calls). A part that fails, times out or breaks its contract is left
 * out: the page then loads it itself, as it did before (and the failure is remembered for the same ttl, so a
 * service that is down does not cost every page load the timeout).
 */
export function createSiteContentSource(options: SiteContentSourceOptions): SiteContentSource {
  const { contentUrl, catalogUrl, ttlMs = 5000, timeoutMs = 800, now = Date.now } = options;
  const bases: Record<Service, string | undefined> = { content: contentUrl, catalog: catalogUrl };
  let cached: { at: number; content: Promise<SiteBootstrap> } | undefined;

  const readPart = async <T>([name, path, schema]: Part<T>): Promise<T | undefined> => {
    const baseUrl = bases[name];
    if (!baseUrl) return undefined;
    const target: UpstreamTarget = { name, baseUrl, timeoutMs };
    try {
      const answer = await callUpstream(target, 'GET', path);
      // another 2xx or a 4xx is not the read's answer either: the page asks for it itself
      return answer.status === 200 ? readAnswer(target, answer, schema) : undefined;
    } catch {
      return undefined;
    }
  };

  const load = async (): Promise<SiteBootstrap> => {
    const entries = await Promise.all(
      Object.entries(PARTS).map(async ([key, part]) => [key, await readPart<unknown>(part)] as const),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as SiteBootstrap;
  };

  return ({ fresh = false } = {}) => {
    if (fresh || !cached || now() - cached.at >= ttlMs) cached = { at: now(), content: load() };
    return cached.content;
  };
}
