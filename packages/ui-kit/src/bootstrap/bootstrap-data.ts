import type { SiteBootstrap } from '@shop/contracts';
import { SITE_BOOTSTRAP_ELEMENT_ID } from '@shop/contracts/constants';

let parsed: SiteBootstrap | undefined;

/**
 * The site content the gateway puts into `/` as a JSON data block (gateway/src/shell/first-paint,
 * docs/decisions/005): the first render uses it instead of waiting for /api/config, /api/stats, /api/social,
 * /api/announcements/visible and /api/categories/, and the shared reads take it as those reads' answers
 * (@shop/app-context, docs/decisions/015). Absent (another page, a CDN-served shell, a service down): {}.
 */
export function siteBootstrap(): SiteBootstrap {
  if (parsed) return parsed;
  parsed = {};
  const text =
    typeof document === 'undefined' ? null : document.getElementById(SITE_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object') parsed = value as SiteBootstrap;
    } catch (error) {
      console.error('Unreadable site bootstrap data', error);
    }
  }
  return parsed;
}

/** For tests: read the document again. */
export function forgetSiteBootstrap(): void {
  parsed = undefined;
}
