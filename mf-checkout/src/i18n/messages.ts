import { createMessages } from '@shop/app-context';

/**
 * The checkout's own catalogues (decision 024): each language is its own chunk. Every exposed module exports
 * `ready`, which the shell awaits before mounting it, so no page renders before its words have arrived.
 */
export const checkoutMessages = createMessages({
  en: () => import(/* webpackChunkName: "i18n-checkout-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "i18n-checkout-ar" */ './ar.json'),
});

export const useT = checkoutMessages.useT;
export const ready = () => checkoutMessages.ready();
