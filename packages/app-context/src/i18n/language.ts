/*
 * The shopper's language (issue 30, decision 024). The shell owns it: it reads it from the address (`/ar/...`
 * is Arabic, every other path English) before anything renders and hands it to the remotes through this
 * module, which Module Federation shares as a singleton, so every remote sees the shell's choice.
 */

export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a shopper's choice (read by the gateway for the first-visit redirect). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Intl locale of each language. Arabic keeps Western digits (`-u-nu-latn`): phone numbers, order numbers and
 * prices then read the same in both languages, as on Egypt's big shops (decision 024: one choice of digits).
 */
export const LOCALES: Record<Language, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

let current: Language = DEFAULT_LANGUAGE;

/** Called once by the shell (or a remote's standalone page) before the first render. */
export function setCurrentLanguage(language: Language): void {
  current = language;
}

/** The language the shell chose for this page (English until it says otherwise). */
export function currentLanguage(): Language {
  return current;
}
