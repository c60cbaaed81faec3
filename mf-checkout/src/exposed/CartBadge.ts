export { default } from '../badge/CartBadge';
export { ready } from '../i18n/messages';
