export { ContactSection as default } from '../content/ContactSection';
export { ready } from '../i18n/messages';
