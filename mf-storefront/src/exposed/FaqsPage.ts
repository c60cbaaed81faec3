export { default } from '../content/FaqsPage';
export { ready } from '../i18n/messages';
