import { z } from 'zod';
import { objectId } from '../common';

/**
 * The widths and formats the catalog renders each uploaded product image into (decision 032):
 * 160 fits a cart line or thumbnail, 320 a two-column card on a phone, 640 and 1080 the product page on a
 * phone at 2× and 3×. WebP for every browser, AVIF where it is accepted (about half WebP's bytes).
 */
export const RENDITION_WIDTHS = [160, 320, 640, 1080] as const;
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

const variant = new RegExp(`^(${RENDITION_WIDTHS.join('|')})\\.(${RENDITION_FORMATS.join('|')})$`);

/** GET /images/{id}/{width}.{format}: one rendition of a stored image (the original until it is made). */
export const ImageRenditionParams = z.strictObject({
  id: objectId,
  variant: z.string().regex(variant, `Image size must be one of ${RENDITION_WIDTHS.join(', ')} in avif or webp`),
});
export type ImageRenditionParams = z.infer<typeof ImageRenditionParams>;

export function parseRenditionVariant(value: string): { width: RenditionWidth; format: RenditionFormat } | null {
  const match = variant.exec(value);
  if (!match) return null;
  return { width: Number(match[1]) as RenditionWidth, format: match[2] as RenditionFormat };
}

/**
 * `srcset` for an image path the catalog serves (`/api/images/{id}`), in one format; any other URL
 * (an admin's external link, an empty image) has no renditions and gets none.
 */
export function imageSrcSet(image: string, format: RenditionFormat): string | undefined {
  if (!/^\/api\/images\/[0-9a-f]{24}$/.test(image)) return undefined;
  return RENDITION_WIDTHS.map((width) => `${image}/${width}.${format} ${width}w`).join(', ');
}
