import { z } from 'zod';
import { objectId } from '../common';

/** A product has at most this many uploaded images (the gallery); the first is its main `image`. */
export const PRODUCT_IMAGES_MAX = 10;
export const IMAGE_ALT_MAX = 200;

/** One uploaded image of a product: its stored file's id and size (the page reserves the box: no layout shift). */
export const ProductImage = z.object({
  id: objectId,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/** PUT /products/{id}/images: the same images in a new order (the first becomes the main one), with their alt texts. */
export const ReorderProductImagesBody = z.strictObject({
  images: z
    .array(z.strictObject({ id: objectId, alt: z.string().trim().max(IMAGE_ALT_MAX).optional() }))
    .max(PRODUCT_IMAGES_MAX),
});
export type ReorderProductImagesBody = z.infer<typeof ReorderProductImagesBody>;

/** DELETE /products/{id}/images/{imageId}. */
export const ProductImageParams = z.strictObject({ id: objectId, imageId: objectId });
export type ProductImageParams = z.infer<typeof ProductImageParams>;
