import type { ProductResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

export const PRODUCT_ID_REQUIRED = 'Product ID is required';

export const fetchProduct = async (id: string) =>
  (await apiFetch<ProductResponse>(`/products/${encodeURIComponent(id)}`)).data;

export const createProduct = (form: FormData) =>
  apiFetch<ProductResponse>('/products', { method: 'POST', body: form });

/** Multipart when a new image file is given, JSON otherwise (admin spec §7). */
export async function updateProduct(
  id: string | undefined,
  body: FormData | Record<string, unknown>,
): Promise<ProductResponse> {
  if (!id) throw new Error(PRODUCT_ID_REQUIRED);
  const path = `/products/${encodeURIComponent(id)}`;
  return body instanceof FormData
    ? apiFetch<ProductResponse>(path, { method: 'PUT', body })
    : apiFetch<ProductResponse>(path, { method: 'PUT', json: body });
}
