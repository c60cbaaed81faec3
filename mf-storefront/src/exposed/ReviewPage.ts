export { default } from '../content/ReviewPage';
export { readyWithPages as ready } from '../i18n/messages';
