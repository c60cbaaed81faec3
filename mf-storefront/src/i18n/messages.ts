import { createMessages } from '@shop/app-context';

/**
 * The storefront's own catalogues (decision 024): each language is its own chunk. Every exposed module exports
 * `ready`, which the shell awaits before mounting it, so no page renders before its words have arrived.
 */
export const storefrontMessages = createMessages({
  en: () => import(/* webpackChunkName: "i18n-storefront-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "i18n-storefront-ar" */ './ar.json'),
});

export const useT = storefrontMessages.useT;
export const ready = () => storefrontMessages.ready();
