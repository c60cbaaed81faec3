export { default } from '../catalog/CatalogPage';
export { ready } from '../i18n/messages';
