export { default } from '../content/ReviewPage';
export { ready } from '../i18n/messages';
