export { default } from '../search/SearchPage';
export { ready } from '../i18n/messages';
