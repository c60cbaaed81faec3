import { storefrontMessages } from '../i18n/messages';

// Components read their words with useT(); in the shop the shell loads the catalogue before mounting them (decision 024).
beforeAll(() =>
  Promise.all([storefrontMessages.ready('en', ['pages']), storefrontMessages.ready('ar', ['pages'])]),
);
