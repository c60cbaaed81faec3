import { z } from 'zod';
import { objectId } from '../common';
import { eventEnvelope } from './envelope';

export const CATEGORY_DELETED = 'category.deleted';

/** `movedToCategoryId` is Unassigned Items: where the category's products went. */
export const CategoryDeletedData = z.object({ categoryId: objectId, movedToCategoryId: objectId });
export type CategoryDeletedData = z.infer<typeof CategoryDeletedData>;

export const CategoryDeletedEvent = eventEnvelope(CATEGORY_DELETED, 1, CategoryDeletedData);
export type CategoryDeletedEvent = z.infer<typeof CategoryDeletedEvent>;
