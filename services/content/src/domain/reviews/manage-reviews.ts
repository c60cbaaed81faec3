import type { UpdateReviewBody } from '@shop/contracts';
import { NotFoundError, ValidationError } from '@shop/service-kit';
import { auditEntries, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import { toReview, type ReviewDocument, type ReviewFields, type ReviewRepository } from './review-repository';

const REVIEW_NOT_FOUND = 'Review not found';

const entries = (context: AdminContext) => auditEntries(context, 'review', toReview);

/**
 * The admin screen sends back the whole review it loaded with `visibility` flipped. The read-only fields it
 * echoes (`_id`, `createdAt`, `updatedAt`) are ignored, but an `_id` naming another review is refused.
 */
export async function updateReview(
  reviews: ReviewRepository,
  id: string,
  body: UpdateReviewBody,
  context: AdminContext,
): Promise<ReviewDocument> {
  const { _id, createdAt: _createdAt, updatedAt: _updatedAt, ...editable } = body;
  if (_id !== undefined && _id.toLowerCase() !== id.toLowerCase()) {
    throw new ValidationError('The review id in the body does not match the one in the path');
  }
  const changes = Object.fromEntries(
    Object.entries(editable).filter(([, value]) => value !== undefined),
  ) as Partial<ReviewFields>;
  const updated = await reviews.update(toObjectId(id), changes, entries(context).updated(id));
  if (!updated) throw new NotFoundError(REVIEW_NOT_FOUND);
  context.afterWrite();
  return updated;
}

export async function deleteReview(
  reviews: ReviewRepository,
  id: string,
  context: AdminContext,
): Promise<void> {
  const deleted = await reviews.delete(toObjectId(id), entries(context).deleted(id));
  if (!deleted) throw new NotFoundError(REVIEW_NOT_FOUND);
  context.afterWrite();
}

export async function deleteAllReviews(reviews: ReviewRepository, context: AdminContext): Promise<number> {
  const deletedCount = await reviews.deleteAll(entries(context).deletedAll);
  context.afterWrite();
  return deletedCount;
}
