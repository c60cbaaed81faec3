export { default } from '../home/HomePage';
export { ready } from '../i18n/messages';
