export { default } from '../product/ProductPage';
