export { default } from '../drawer/CartDrawer';
