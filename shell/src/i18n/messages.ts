import { useMemo } from 'react';
import { createMessages, type Language, type Translate } from '@shop/app-context';

/** The shell's own catalogues (decision 024): each language is its own chunk, loaded before the first render. */
export const shellMessages = createMessages({
  en: () => import(/* webpackChunkName: "i18n-shell-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './ar.json'),
});

/**
 * The words of the shell's own pages (login, sign-up, password reset, profile, My orders, order tracking): loaded
 * with the first of those pages (they are lazy too), so the first render of the shop does not carry them.
 */
export const shellPageMessages = createMessages({
  en: () => import(/* webpackChunkName: "i18n-shell-pages-en" */ './pages.en.json'),
  ar: () => import(/* webpackChunkName: "i18n-shell-pages-ar" */ './pages.ar.json'),
});

export const useT = shellMessages.useT;

/** A page's key first, then the shell's common ones ('common.loading', 'account.orders'...). */
function combined(pages: Translate, core: Translate): Translate {
  const pick = (key: string, page: string, fallback: () => string) => (page === key || page.startsWith(`${key}.`) ? fallback() : page);
  const t = ((key, params) => pick(key, pages(key, params), () => core(key, params))) as Translate;
  t.plural = (key, count, params) => {
    const page = pages.plural(key, count, params);
    return page.startsWith(`${key}.`) ? core.plural(key, count, params) : page;
  };
  t.language = core.language;
  return t;
}

/** The translate function of the shell's pages (suspends once while their catalogue arrives, as their code does). */
export function usePageT(): Translate {
  const core = shellMessages.useT();
  const pages = shellPageMessages.useT();
  return useMemo(() => combined(pages, core), [pages, core]);
}

/** The same outside React (tests, rules): both catalogues of `language` must be loaded. */
export function pageTranslator(language: Language): Translate {
  return combined(shellPageMessages.translator(language), shellMessages.translator(language));
}
