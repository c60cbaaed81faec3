import { createMessages } from '@shop/app-context';

/**
 * The storefront's own catalogues (decision 024): each language is its own chunk. `en.json`/`ar.json` hold the
 * words of the home page and the widgets (the first render of `/` loads only these); `pages.*.json` the words
 * of the other pages (catalogue, product, search, story, FAQs, review form), loaded with the first of them.
 * Every exposed module exports `ready`, which the shell awaits before mounting it, so no page renders before its
 * words have arrived.
 */
export const storefrontMessages = createMessages(
  {
    en: () => import(/* webpackChunkName: "i18n-storefront-en" */ './en.json'),
    ar: () => import(/* webpackChunkName: "i18n-storefront-ar" */ './ar.json'),
  },
  {
    pages: {
      en: () => import(/* webpackChunkName: "i18n-storefront-pages-en" */ './pages.en.json'),
      ar: () => import(/* webpackChunkName: "i18n-storefront-pages-ar" */ './pages.ar.json'),
    },
  },
);

export const useT = storefrontMessages.useT;
/** The home page and the widgets: the core catalogue has all their words. */
export const ready = () => storefrontMessages.ready();
/** Every other page: the core catalogue and the pages' part. */
export const readyWithPages = () => storefrontMessages.ready(undefined, ['pages']);
