import type { CreateReviewBody } from '@shop/contracts';
import type { ReviewDocument, ReviewRepository } from './review-repository';

/**
 * A visitor's review waits for an admin: it is stored hidden whatever `visibility` the form sent, and its
 * text is kept exactly as written (front ends render it as text, never as HTML).
 */
export function submitReview(reviews: ReviewRepository, input: CreateReviewBody): Promise<ReviewDocument> {
  return reviews.insert({
    name: input.name,
    email: input.email,
    phoneNumber: input.phoneNumber,
    comment: input.comment,
    rating: input.rating,
    visibility: false,
  });
}
