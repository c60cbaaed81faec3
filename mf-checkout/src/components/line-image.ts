/*
 * The picture of a cart line (issue 33 item 5, decision 032): drawn from the catalog's renditions in the width its
 * box needs, never the uploaded original (a phone photo can be megabytes for a 72 px square). The boxes are
 * CartLineItem.module.css's: 72 px in the drawer and on phones, 96 px on the full cart from 760 px wide.
 */

export type LineVariant = 'compact' | 'full';

/** The box's side in CSS pixels (the `width`/`height` attributes: its shape before the bytes arrive). */
export const LINE_IMAGE_PX: Record<LineVariant, number> = { compact: 72, full: 96 };

/** The `sizes` the browser picks a rendition by: 160 px serves both boxes up to a 2× screen. */
export function lineImageSizes(variant: LineVariant): string {
  return variant === 'full'
    ? `(min-width: 760px) ${LINE_IMAGE_PX.full}px, ${LINE_IMAGE_PX.compact}px`
    : `${LINE_IMAGE_PX.compact}px`;
}
