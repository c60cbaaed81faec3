export { default } from '../content/FaqsPage';
export { readyWithPages as ready } from '../i18n/messages';
