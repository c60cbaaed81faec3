export { default } from '../drawer/CartDrawer';
export { ready } from '../i18n/messages';
