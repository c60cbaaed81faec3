export { default } from '../search/SearchPage';
export { readyWithPages as ready } from '../i18n/messages';
