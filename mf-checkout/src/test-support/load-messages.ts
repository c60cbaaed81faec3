import { checkoutMessages } from '../i18n/messages';

// Components read their words with useT(); in the shop the shell loads the catalogue before mounting them (decision 024).
beforeAll(() => Promise.all([checkoutMessages.ready('en'), checkoutMessages.ready('ar')]));
