export { default } from '../product/ProductPage';
export { readyWithPages as ready } from '../i18n/messages';
