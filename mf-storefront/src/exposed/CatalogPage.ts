export { default } from '../catalog/CatalogPage';
