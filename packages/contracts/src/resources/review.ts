import { z } from 'zod';
import { NAME_MAX, email, emailAddress, isoDateTime, nonEmptyString, objectId, optionalEgyptianPhone, phoneText } from '../common';

export const REVIEW_COMMENT_MAX = 1000;
export const DEFAULT_REVIEW_RATING = 5;

export const reviewRating = z.number().int('Rating must be a whole number of stars').min(1).max(5);

export const Review = z.object({
  _id: objectId,
  name: z.string(),
  email: emailAddress,
  phoneNumber: z.string(),
  comment: z.string(),
  rating: reviewRating,
  visibility: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.optional(),
});
export type Review = z.infer<typeof Review>;

/** POST /review. `visibility` is accepted for the UI's sake; the server always stores the review hidden. */
export const CreateReviewBody = z.strictObject({
  name: nonEmptyString(NAME_MAX),
  email,
  phoneNumber: optionalEgyptianPhone.default(''),
  comment: nonEmptyString(REVIEW_COMMENT_MAX),
  rating: reviewRating.default(DEFAULT_REVIEW_RATING),
  visibility: z.boolean().optional(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;
export type CreateReviewInput = z.input<typeof CreateReviewBody>;

/*
 * PUT /review/{id}: the admin UI sends the full review object it loaded, so the read-only fields
 * (_id, createdAt, updatedAt) are accepted and ignored; everything else is editable and optional.
 */
export const UpdateReviewBody = z.strictObject({
  _id: objectId.optional(),
  name: nonEmptyString(NAME_MAX).optional(),
  email: email.optional(),
  phoneNumber: phoneText.optional(),
  comment: nonEmptyString(REVIEW_COMMENT_MAX).optional(),
  rating: reviewRating.optional(),
  visibility: z.boolean().optional(),
  createdAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;

/** GET /review/visible: a bare array, newest first. */
export const VisibleReviewsResponse = z.array(Review);
export type VisibleReviewsResponse = z.infer<typeof VisibleReviewsResponse>;

/** GET /review (admin): a bare array too. */
export const ReviewListResponse = z.array(Review);
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

/** POST /review ("created review") and PUT /review/{id}: the review itself. */
export const ReviewResponse = Review;
export type ReviewResponse = Review;
