export const STARS_OUT_OF = 5;

export interface StarParts {
  full: number;
  half: number;
  empty: number;
}

/**
 * Full and half stars for a rating out of 5: every whole point is a full star and a remainder of at least
 * one half is a half star (4.8 -> 4 full + 1 half; 4.3 -> 4 full). Out-of-range ratings are clamped.
 */
export function starParts(rating: number): StarParts {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STARS_OUT_OF) : 0;
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: STARS_OUT_OF - full - half };
}
