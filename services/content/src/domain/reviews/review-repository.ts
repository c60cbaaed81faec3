import type { Collection, Db, ObjectId } from 'mongodb';
import type { Review } from '@shop/contracts';
import { notDeleted, type EventEnvelope } from '@shop/service-kit';
import { auditedDelete, auditedDeleteAll, auditedUpdate } from '../audited-writes';

export interface ReviewDocument {
  _id: ObjectId;
  name: string;
  email: string;
  phoneNumber: string;
  comment: string;
  rating: number;
  visibility: boolean;
  createdAt: Date;
  updatedAt?: Date;
}

export type ReviewFields = Omit<ReviewDocument, '_id' | 'createdAt' | 'updatedAt'>;

export const REVIEWS_COLLECTION = 'reviews';

export const reviewIndexes = [{ collection: REVIEWS_COLLECTION, key: { visibility: 1, createdAt: -1 } }];

const newestFirst = { createdAt: -1, _id: -1 } as const;

export class ReviewRepository {
  private readonly collection: Collection<ReviewDocument>;

  constructor(db: Db) {
    this.collection = db.collection<ReviewDocument>(REVIEWS_COLLECTION);
  }

  list(filter: { visibleOnly: boolean }): Promise<ReviewDocument[]> {
    const query = filter.visibleOnly ? { visibility: true, ...notDeleted } : notDeleted;
    return this.collection.find(query).sort(newestFirst).toArray();
  }

  async insert(fields: ReviewFields, createdAt = new Date()): Promise<ReviewDocument> {
    const doc = { ...fields, createdAt } as ReviewDocument;
    const { insertedId } = await this.collection.insertOne(doc);
    return { ...doc, _id: insertedId };
  }

  /** Admin writes: each stores the entry `audit` builds in the same write. */
  update(
    id: ObjectId,
    changes: Partial<ReviewFields>,
    audit: (before: ReviewDocument, after: ReviewDocument) => EventEnvelope,
  ): Promise<ReviewDocument | null> {
    return auditedUpdate(this.collection, { _id: id }, { ...changes, updatedAt: new Date() }, audit);
  }

  delete(id: ObjectId, audit: (before: ReviewDocument) => EventEnvelope): Promise<boolean> {
    return auditedDelete(this.collection, id, audit);
  }

  deleteAll(audit: (ids: string[]) => EventEnvelope): Promise<number> {
    return auditedDeleteAll(this.collection, audit);
  }
}

export function toReview(doc: ReviewDocument): Review {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    phoneNumber: doc.phoneNumber,
    comment: doc.comment,
    rating: doc.rating,
    visibility: doc.visibility,
    createdAt: doc.createdAt.toISOString(),
    ...(doc.updatedAt ? { updatedAt: doc.updatedAt.toISOString() } : {}),
  };
}
