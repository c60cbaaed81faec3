export { default } from '../catalog/CatalogPage';
export { readyWithPages as ready } from '../i18n/messages';
