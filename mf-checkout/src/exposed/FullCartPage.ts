export { default } from '../full-cart/FullCartPage';
