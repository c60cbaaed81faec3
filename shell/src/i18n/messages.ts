import { createMessages } from '@shop/app-context';

/** The shell's own catalogues (decision 024): each language is its own chunk, loaded before the first render. */
export const shellMessages = createMessages({
  en: () => import(/* webpackChunkName: "i18n-shell-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './ar.json'),
});

export const useT = shellMessages.useT;
