import type {
  CategoryListResponse,
  SiteConfigResponse,
  SocialLinksResponse,
  StatsResponse,
  VisibleAnnouncementsResponse,
} from '@shop/contracts';
import { apiFetch, documentServedFresh, siteBootstrap } from '@shop/ui-kit';
import { bootstrapAnswers } from './bootstrap-answers';

/**
 * How long one answer serves every front end that asks: the shell's layout and a remote's page both show the
 * site's configuration, social links, statistics and categories, and on `/` they ask a few seconds apart on a
 * slow phone. Short enough that another admin's change shows within half a minute; a save in this tab forgets
 * at once (mf-admin's configuration, category and announcement screens call `forgetSharedReads`).
 */
export const SHARED_READ_MS = 30_000;

const reads = new Map<string, { at: number; answer: Promise<unknown> }>();
let pageAnswersTaken = false;

/**
 * One request for the same public read made by several front ends for one page (this module is a Module
 * Federation singleton, so the shell and the remotes share the map). A failed read is not kept. The reads the
 * gateway answered in `/`'s data block are not asked again (docs/decisions/015).
 */
export function sharedRead<T>(
  path: string,
  { now = Date.now, fetchImpl }: { now?: () => number; fetchImpl?: typeof fetch } = {},
): Promise<T> {
  takePageAnswers();
  const kept = reads.get(path);
  if (kept && now() - kept.at < SHARED_READ_MS) return kept.answer as Promise<T>;
  const answer = apiFetch<T>(path, { fetchImpl });
  reads.set(path, { at: now(), answer });
  answer.catch(() => {
    if (reads.get(path)?.answer === answer) reads.delete(path);
  });
  return answer;
}

/**
 * Keeps answers the page already has as if they had just been read. The gateway's data block is at most as
 * old as its content cache (5 s; a signed-in request's is read fresh), no older than the answer the browser
 * may take from its own cache (`max-age=5, stale-while-revalidate=15`), so asking again would only repeat it.
 */
export function keepAnswers(answers: ReadonlyArray<[string, unknown]>, now: () => number = Date.now): void {
  for (const [path, answer] of answers)
    if (!reads.has(path)) reads.set(path, { at: now(), answer: Promise.resolve(answer) });
}

/**
 * Once per document: a copy of `/` from the browser's cache (Back) may be old, so it answers nothing. The
 * answers' age counts from the page's request (`timeOrigin`), not from the first read, which may come later.
 */
function takePageAnswers(): void {
  if (pageAnswersTaken) return;
  pageAnswersTaken = true;
  if (documentServedFresh()) keepAnswers(bootstrapAnswers(siteBootstrap()), () => performance.timeOrigin);
}

/** Every read goes out again (the page's data block is not used again): after the admin saves, and between tests. */
export function forgetSharedReads(): void {
  reads.clear();
  pageAnswersTaken = true;
}

/** A write of the admin's that changes shared content: afterwards, even when it failed, the reads go out again. */
export async function forgetSharedReadsAfter<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    forgetSharedReads();
  }
}

/* The site content more than one front end shows (storefront spec §7). */
export const fetchSiteConfig = () => sharedRead<SiteConfigResponse>('/config');
export const fetchSocialLinks = () => sharedRead<SocialLinksResponse>('/social');
export const fetchStats = () => sharedRead<StatsResponse>('/stats');
// the shell's navigation and footer and the storefront's pages list them
export const fetchCategories = async () => (await sharedRead<CategoryListResponse>('/categories/')).data;
// the shell's ticker; shared so that `/`'s data block answers it (docs/decisions/015)
export const fetchVisibleAnnouncements = async () =>
  (await sharedRead<VisibleAnnouncementsResponse>('/announcements/visible')).data;
