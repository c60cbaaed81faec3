export { ContactSection as default } from '../content/ContactSection';
