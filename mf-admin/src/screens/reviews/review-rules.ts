import type { Review } from '@shop/contracts';
import { matchesQuery } from '../../shared/text-search';

export type RatingFilter = 'all' | '5' | '4' | '3' | '2' | '1';
export type VisibilityFilter = 'all' | 'visible' | 'private';

export const RATING_FILTERS: readonly RatingFilter[] = ['all', '5', '4', '3', '2', '1'];

export interface ReviewStats {
  total: number;
  visible: number;
  /** One decimal; '0.0' with no reviews. */
  average: string;
}

export function reviewStats(reviews: readonly Review[]): ReviewStats {
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    total: reviews.length,
    visible: reviews.filter((review) => review.visibility).length,
    average: (reviews.length ? sum / reviews.length : 0).toFixed(1),
  };
}

export interface ReviewFilters {
  query: string;
  rating: RatingFilter;
  visibility: VisibilityFilter;
}

export function filterReviews(
  reviews: readonly Review[],
  { query, rating, visibility }: ReviewFilters,
): Review[] {
  return reviews.filter(
    (review) =>
      (rating === 'all' || review.rating === Number(rating)) &&
      (visibility === 'all' || review.visibility === (visibility === 'visible')) &&
      matchesQuery(query, [review.name, review.email, review.phoneNumber, review.comment]),
  );
}

export function visibilityMessage(visible: boolean): string {
  return visible ? 'Review is now visible!' : 'Review is now hidden!';
}
