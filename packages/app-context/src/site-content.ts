import type { SiteConfigResponse, SocialLinksResponse, StatsResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/**
 * How long one answer serves every front end that asks: the shell's layout and a remote's page both show the
 * site's configuration, social links and statistics, and on `/` they ask a few seconds apart on a slow phone.
 * Short enough that another admin's change shows within half a minute; a save in this tab forgets at once
 * (mf-admin's configuration screen calls `forgetSharedReads`).
 */
export const SHARED_READ_MS = 30_000;

const reads = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * One request for the same public read made by several front ends for one page (this module is a Module
 * Federation singleton, so the shell and the remotes share the map). A failed read is not kept.
 */
export function sharedRead<T>(
  path: string,
  { now = Date.now, fetchImpl }: { now?: () => number; fetchImpl?: typeof fetch } = {},
): Promise<T> {
  const kept = reads.get(path);
  if (kept && now() - kept.at < SHARED_READ_MS) return kept.answer as Promise<T>;
  const answer = apiFetch<T>(path, { fetchImpl });
  reads.set(path, { at: now(), answer });
  answer.catch(() => {
    if (reads.get(path)?.answer === answer) reads.delete(path);
  });
  return answer;
}

/** Every read goes out again: after the admin saves the content, and between tests. */
export function forgetSharedReads(): void {
  reads.clear();
}

/* The site content more than one front end shows (storefront spec §7). */
export const fetchSiteConfig = () => sharedRead<SiteConfigResponse>('/config');
export const fetchSocialLinks = () => sharedRead<SocialLinksResponse>('/social');
export const fetchStats = () => sharedRead<StatsResponse>('/stats');
