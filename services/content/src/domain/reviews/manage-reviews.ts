import type { UpdateReviewBody } from '@shop/contracts';
import { NotFoundError, ValidationError } from '@shop/service-kit';
import { bulkDeletionSummary, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import { toReview, type ReviewDocument, type ReviewFields, type ReviewRepository } from './review-repository';

const REVIEW_NOT_FOUND = 'Review not found';

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
  const updated = await reviews.update(toObjectId(id), changes, (before, after) =>
    context.audit({
      resource: 'review',
      resourceId: id,
      action: 'update',
      before: toReview(before),
      after: toReview(after),
    }),
  );
  if (!updated) throw new NotFoundError(REVIEW_NOT_FOUND);
  context.afterWrite();
  return updated;
}

export async function deleteReview(
  reviews: ReviewRepository,
  id: string,
  context: AdminContext,
): Promise<void> {
  const deleted = await reviews.delete(toObjectId(id), (before) =>
    context.audit({
      resource: 'review',
      resourceId: id,
      action: 'delete',
      before: toReview(before),
      after: null,
    }),
  );
  if (!deleted) throw new NotFoundError(REVIEW_NOT_FOUND);
  context.afterWrite();
}

export async function deleteAllReviews(reviews: ReviewRepository, context: AdminContext): Promise<number> {
  const deletedCount = await reviews.deleteAll((ids) =>
    context.audit({
      resource: 'review',
      resourceId: null,
      action: 'delete',
      before: bulkDeletionSummary(ids),
      after: null,
    }),
  );
  context.afterWrite();
  return deletedCount;
}
