export { default } from '../checkout/CheckoutPage';
export { ready } from '../i18n/messages';
