export { default } from '../checkout/CheckoutPage';
