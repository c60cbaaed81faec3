import type { ProductImage } from '@shop/contracts';
import type { ColorRow, ProductFormState, SizeRow } from './product-form-rules';

/** After a gallery change: rows whose image left the gallery show the main image again (as the catalog does). */
export function withGalleryRows(
  form: Pick<ProductFormState, 'colors' | 'sizes'>,
  images: ProductImage[],
): Pick<ProductFormState, 'colors' | 'sizes'> {
  const ids = new Set(images.map((image) => image.id));
  const keep = <Row extends ColorRow | SizeRow>(row: Row): Row =>
    row.image && !ids.has(row.image) ? { ...row, image: '' } : row;
  return { colors: form.colors.map(keep), sizes: form.sizes.map(keep) };
}

/** The name an admin sees for a gallery image in a value's picker: its alt text, else its place. */
export const galleryImageName = (image: ProductImage, index: number) =>
  index === 0
    ? `Image 1 (main)${image.alt ? `: ${image.alt}` : ''}`
    : `Image ${index + 1}${image.alt ? `: ${image.alt}` : ''}`;

/** A rendition of a gallery image small enough for the admin's thumbnails. */
export const thumbnailOf = (image: ProductImage) => `/api/images/${image.id}/160.webp`;
