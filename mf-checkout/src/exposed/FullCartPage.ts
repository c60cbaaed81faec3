export { default } from '../full-cart/FullCartPage';
export { ready } from '../i18n/messages';
