import { LANGUAGE_COOKIE, type Language } from '@shop/app-context';
import { ARABIC_PREFIX, pathInLanguage, splitLanguage } from '@shop/contracts/storefront-routes';

/** The language of the page the browser opened: its address decides (`/ar/...`), as it did on the server. */
export function pageLanguage(pathname: string): Language {
  return splitLanguage(pathname).language;
}

/** The router's basename: Arabic pages live under /ar, so every remote's `<Link to="/x">` stays in Arabic. */
export function routerBasename(language: Language): string | undefined {
  return language === 'ar' ? ARABIC_PREFIX : undefined;
}

/** A year: the shopper's choice outlives the session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The same page in the other language, query and anchor kept: '/about-us?x#y' → '/ar/about-us?x#y'. */
export function twinAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  return `${pathInLanguage(location.pathname, language)}${location.search}${location.hash}`;
}
