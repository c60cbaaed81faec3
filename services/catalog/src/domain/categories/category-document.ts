import type { Category } from '@shop/contracts';
import type { OutboxFields } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';

export const CATEGORIES = 'categories';

export interface CategoryDocument extends OutboxFields {
  _id: ObjectId;
  title: string;
  description: string;
  /** Lower-cased title under a unique index; removed from a tombstone so the title is free again. */
  titleKey?: string;
  /** Marks Unassigned Items, which the service creates and protects (unique). */
  system?: 'unassigned';
  createdAt: Date;
  updatedAt: Date;
}

export function titleKeyOf(title: string): string {
  return title.trim().toLowerCase();
}

export function toCategoryDto(doc: CategoryDocument): Category {
  return {
    _id: doc._id.toHexString(),
    title: doc.title,
    description: doc.description,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
