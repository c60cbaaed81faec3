export { default } from '../product/ProductPage';
export { ready } from '../i18n/messages';
