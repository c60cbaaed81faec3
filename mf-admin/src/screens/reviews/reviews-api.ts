import type { Review, ReviewListResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

const path = (id: string) => `/review/${encodeURIComponent(id)}`;

export const fetchReviews = () => apiFetch<ReviewListResponse>('/review');

/** The full review object travels, with the one field changed (admin spec §7). */
export const updateReview = (review: Review) =>
  apiFetch<Review>(path(review._id), { method: 'PUT', json: review });

export const deleteReview = (id: string) => apiFetch(path(id), { method: 'DELETE' });

/** Not shown in the spec; the content service answers it at DELETE /api/review. */
export const deleteAllReviews = () => apiFetch('/review', { method: 'DELETE' });
