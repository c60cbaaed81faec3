import type { Product, ProductImage } from '@shop/contracts';
import { productImagePath } from '@shop/contracts/image-renditions';

export interface Slide {
  src: string;
  width: number;
  height: number;
  alt?: string;
  /** The uploaded image's id; absent for a main image that is an external URL. */
  id?: string;
}

/**
 * The gallery's slides (decision 032): the uploaded images in the admin's order, after the main image when that is
 * an external URL; a product from before galleries shows its one image (the specs' 400 × 400).
 */
export function slidesOf(product: Pick<Product, 'image' | 'images'>): Slide[] {
  const uploads = (product.images ?? []).map((image: ProductImage) => ({
    src: productImagePath(image.id),
    width: image.width,
    height: image.height,
    alt: image.alt,
    id: image.id,
  }));
  const mainIsUpload = uploads.some((slide) => slide.src === product.image);
  if (!product.image || mainIsUpload) return uploads;
  return [{ src: product.image, width: 400, height: 400 }, ...uploads];
}
