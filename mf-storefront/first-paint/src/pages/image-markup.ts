import { imageSrcSet } from '@shop/contracts/image-renditions';
import { escapeHtml } from '../html';

/**
 * A product image as React's ProductImage draws it with `sizes` (decision 032): a <picture> of the catalog's AVIF
 * and WebP renditions for an image it stores, a plain <img> for an external URL. `attributes` are written as given
 * (width, height, loading, fetchpriority).
 */
export function pictureMarkup(src: string, alt: string, sizes: string, attributes: string): string {
  const img = (srcset?: string) =>
    `<img src="${escapeHtml(src)}"${srcset ? ` srcset="${srcset}" sizes="${sizes}"` : ''} alt="${escapeHtml(alt)}" ${attributes} />`;
  const avif = imageSrcSet(src, 'avif');
  if (!avif) return img();
  return `<picture style="display:contents"><source type="image/avif" srcset="${avif}" sizes="${sizes}" />${img(imageSrcSet(src, 'webp'))}</picture>`;
}

/**
 * A photo painted with the HTML (decision 034): the `<img>`'s background, which the rendition its `srcset` chooses
 * covers once it arrives. '' without one.
 */
export function paintedWith(dataUri: string | undefined): string {
  return dataUri ? ` style="background:url(${escapeHtml(dataUri)}) center/cover no-repeat"` : '';
}

/** The slots' widths, as React's (ProductCard.tsx, ProductGallery.tsx, SearchPage.tsx's 80 px result box). */
export const CARD_SIZES = '(max-width: 959px) 50vw, 400px';
export const SEARCH_RESULT_SIZES = '80px';
export const PRODUCT_SIZES = '(max-width: 959px) 100vw, 600px';
