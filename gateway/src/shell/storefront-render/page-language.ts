import Negotiator from 'negotiator';
import { matchStorefrontRoute, pathInLanguage, splitLanguage } from '@shop/contracts/storefront-routes';
import { cookieValue } from '@shop/service-kit';

/*
 * The storefront's two languages at the door (issue 30, decision 024): `/ar/...` is the Arabic twin of every
 * storefront page. The gateway writes the page's language on <html> itself, so the browser lays the page out
 * right to left from its first byte, whether the render server answered or the bare shell is served.
 */

export type PageLanguage = 'en' | 'ar';
/** Set by the header's language switch; its presence means the shopper has chosen. */
export const LANGUAGE_COOKIE = 'lang';
const OFFERED: PageLanguage[] = ['en', 'ar'];

const HTML_TAG = /<html\b[^>]*>/i;

/** index.html with `<html lang="ar" dir="rtl">` (or `lang="en" dir="ltr"`) instead of its own opening tag. */
export function htmlInLanguage(indexHtml: string, language: PageLanguage): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return indexHtml.replace(HTML_TAG, () => `<html lang="${language}" dir="${dir}">`);
}

export function languageOfPath(urlPath: string): PageLanguage {
  return splitLanguage(urlPath).language;
}

/**
 * The Arabic twin a first visit is sent to (302): an unprefixed storefront page, no `lang` cookie yet (no choice
 * made), and an Accept-Language that prefers Arabic to English. Undefined: serve the page asked for.
 */
export function arabicTwinFor(
  urlPath: string,
  query: string,
  headers: { 'accept-language'?: string; cookie?: string },
): string | undefined {
  if (languageOfPath(urlPath) === 'ar' || !matchStorefrontRoute(urlPath)) return undefined;
  if (cookieValue(headers.cookie, LANGUAGE_COOKIE) !== undefined) return undefined;
  if (!headers['accept-language']) return undefined;
  const preferred = new Negotiator({ headers: { 'accept-language': headers['accept-language'] } }).language(OFFERED);
  if (preferred !== 'ar') return undefined;
  return `${pathInLanguage(urlPath, 'ar')}${query ? `?${query}` : ''}`;
}
