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

const galleryPath = (id: string) => `/products/${encodeURIComponent(id)}/images`;

/** Adds one image to the product's gallery (decision 032); answers the product as saved. */
export async function addGalleryImage(id: string, file: Blob & { name?: string }, alt: string) {
  const body = new FormData();
  if (alt.trim()) body.append('alt', alt.trim());
  body.append('image', file, file.name ?? 'image');
  return (await apiFetch<ProductResponse>(galleryPath(id), { method: 'POST', body })).data;
}

/** The gallery in a new order (the first becomes the main image), with alt texts. */
export async function reorderGallery(id: string, images: Array<{ id: string; alt?: string }>) {
  return (await apiFetch<ProductResponse>(galleryPath(id), { method: 'PUT', json: { images } })).data;
}

export async function deleteGalleryImage(id: string, imageId: string) {
  const path = `${galleryPath(id)}/${encodeURIComponent(imageId)}`;
  return (await apiFetch<ProductResponse>(path, { method: 'DELETE' })).data;
}
