import { CATEGORY_DELETED } from '@shop/contracts';
import { createEvent } from '@shop/service-kit';

/** Says where the category's products went (Unassigned Items). */
export function categoryDeleted(categoryId: string, movedToCategoryId: string) {
  return createEvent(CATEGORY_DELETED, { categoryId, movedToCategoryId });
}
