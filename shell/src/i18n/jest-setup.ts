import { shellMessages, shellPageMessages } from './messages';

// Components read their words with useT()/usePageT(); in the shop both are loaded before they mount (decision 024).
beforeAll(() => Promise.all(['en', 'ar'].flatMap((language) => [shellMessages.ready(language as 'en'), shellPageMessages.ready(language as 'en')])));
