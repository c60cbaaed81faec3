export { ProductSearch } from './product-search';
export { searchRoutes } from './search-routes';

/** Category names are read again this often (no event tells of a rename). */
export const CATEGORY_REFRESH_MS = 30_000;
