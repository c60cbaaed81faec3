import type { Category } from '@shop/contracts';
import type { OutboxFields } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import { titledTexts } from '../titled-texts';

export const CATEGORIES = 'categories';

export interface CategoryDocument extends OutboxFields {
  _id: ObjectId;
  title: string;
  description: string;
  /** Arabic twins (decision 025): absent or '' where the admin has not written them. */
  titleAr?: string;
  descriptionAr?: string;
  /** Lower-cased title under a unique index; removed from a tombstone so the title is free again. */
  titleKey?: string;
  /** Marks Unassigned Items, which the service creates and protects (unique). */
  system?: 'unassigned';
  createdAt: Date;
  updatedAt: Date;
}

/** What an admin writes of a category: the English texts and their optional Arabic twins. */
export type CategoryTexts = Pick<CategoryDocument, 'title' | 'description' | 'titleAr' | 'descriptionAr'>;

/** The texts of a create or update body, without the Arabic twins it did not send. */
export function categoryTexts(input: CategoryTexts): CategoryTexts {
  return titledTexts(input);
}

export function titleKeyOf(title: string): string {
  return title.trim().toLowerCase();
}

export function toCategoryDto(doc: CategoryDocument): Category {
  return {
    _id: doc._id.toHexString(),
    ...titledTexts(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
