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

/** The slide a track scrolled to `scrollLeft` shows (negative positions: a right-to-left track). */
export function slideAt(scrollLeft: number, slideWidth: number): number {
  return Math.round(Math.abs(scrollLeft) / slideWidth);
}

/**
 * Where a scroll of the track leaves the gallery. `heading` is the slide the gallery is itself scrolling to
 * (a shade or a thumbnail chosen), or null. The slides a smooth scroll passes on the way there are not choices:
 * taking them would flip the shown slide back to the first one and forth again. Only arriving ends the heading.
 * `at` is the slide now shown, or undefined to keep the one shown.
 */
export function settleScroll(
  scrollLeft: number,
  slideWidth: number,
  heading: number | null,
): { at: number | undefined; heading: number | null } {
  const at = slideAt(scrollLeft, slideWidth);
  if (heading !== null && at !== heading) return { at: undefined, heading };
  return { at, heading: null };
}
