import type { CreateProductBody } from '@shop/contracts';
import { cleanOptions, numberOr, type ProductFormState } from './product-form-rules';

/* The two shapes a product travels in (admin spec §7): multipart with an image file, or JSON. */

/** The product as the form sends it; the image travels as a file or keeps the stored one. */
export type ProductPayload = Omit<CreateProductBody, 'image'>;

export function toPayload(form: ProductFormState): ProductPayload {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    // always sent, so emptying an Arabic text clears it
    titleAr: form.titleAr.trim(),
    descriptionAr: form.descriptionAr.trim(),
    price: Number(form.price),
    oldPrice: numberOr(form.oldPrice, 0),
    rating: numberOr(form.rating, 0),
    reviews: numberOr(form.reviews, 0),
    availability: form.availability,
    product_category_id: form.categoryId,
    isBundle: form.isBundle,
    bundleCount: form.isBundle ? numberOr(form.bundleCount, 1) : 1,
    options: cleanOptions(form),
  };
}

/** Multipart (create, or update with a new image): every field as text, options as JSON text, the file as `image`. */
export function toMultipart(payload: ProductPayload, image?: Blob & { name?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload))
    data.append(key, key === 'options' ? JSON.stringify(value) : String(value));
  if (image) data.append('image', image, image.name ?? 'image');
  return data;
}

/** JSON update (no new image): the stored image goes back unchanged and isBundle travels as 1 or 0. */
export function toJsonUpdate(payload: ProductPayload, image: string) {
  return { ...payload, image, isBundle: payload.isBundle ? 1 : 0 };
}
