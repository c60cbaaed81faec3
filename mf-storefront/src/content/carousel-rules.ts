/** Storefront spec §2/§9: 1 card per row on small screens, 2 at md, 3 at lg. */
export const MD_MIN_WIDTH = 768;
export const LG_MIN_WIDTH = 1024;

export function cardsPerRow(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth >= LG_MIN_WIDTH) return 3;
  if (viewportWidth >= MD_MIN_WIDTH) return 2;
  return 1;
}

/** The indexes of the cards shown from `start`, wrapping around the end (previous/next loop forever). */
export function visibleIndexes(start: number, perRow: number, total: number): number[] {
  if (total === 0) return [];
  const count = Math.min(perRow, total);
  return Array.from({ length: count }, (_, offset) => (((start + offset) % total) + total) % total);
}

/** Previous/next move by one card and wrap around. */
export function step(start: number, direction: 1 | -1, total: number): number {
  return total === 0 ? 0 : (((start + direction) % total) + total) % total;
}
