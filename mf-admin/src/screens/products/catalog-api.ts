import type {
  Category,
  CategoryListResponse,
  CategoryResponse,
  CreateCategoryBody,
  Product,
  ProductListResponse,
  ProductResponse,
} from '@shop/contracts';
import { forgetSharedReadsAfter } from '@shop/app-context';
import { apiFetch } from '@shop/ui-kit';

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;
const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export const fetchCategories = async (): Promise<Category[]> =>
  (await apiFetch<CategoryListResponse>('/categories/')).data;
export const fetchProducts = async (): Promise<Product[]> =>
  (await apiFetch<ProductListResponse>('/products')).data;

// the shop's pages in this tab share one categories read (@shop/app-context): after a change it goes out again
export const createCategory = (body: CreateCategoryBody) =>
  forgetSharedReadsAfter(apiFetch<CategoryResponse>('/categories/', { method: 'POST', json: body }));

/** The body echoes the id, as the spec's call does. */
export const updateCategory = (id: string, body: CreateCategoryBody) =>
  forgetSharedReadsAfter(
    apiFetch<CategoryResponse>(categoryPath(id), { method: 'PUT', json: { _id: id, ...body } }),
  );

export const deleteCategory = (id: string) =>
  forgetSharedReadsAfter(apiFetch(categoryPath(id), { method: 'DELETE' }));
export const deleteAllCategories = () =>
  forgetSharedReadsAfter(apiFetch('/categories/', { method: 'DELETE' }));

/** Transfer: only the category changes; null moves the product to Unassigned Items. */
export const moveProduct = (id: string, categoryId: string | null) =>
  apiFetch<ProductResponse>(productPath(id), { method: 'PUT', json: { product_category_id: categoryId } });

export const deleteProduct = (id: string) => apiFetch(productPath(id), { method: 'DELETE' });
export const deleteAllProducts = () => apiFetch('/products', { method: 'DELETE' });

/** Admin spec §7: unassigning everything is one PUT per product (the screen shows no button for it). */
export async function unassignAll(products: readonly Pick<Product, '_id'>[]): Promise<void> {
  for (const product of products) await moveProduct(product._id, null);
}
