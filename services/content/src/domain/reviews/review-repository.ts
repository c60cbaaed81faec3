import type { Collection, Db, ObjectId } from 'mongodb';
import type { Review } from '@shop/contracts';

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
    const query = filter.visibleOnly ? { visibility: true } : {};
    return this.collection.find(query).sort(newestFirst).toArray();
  }

  async insert(fields: ReviewFields, createdAt = new Date()): Promise<ReviewDocument> {
    const doc = { ...fields, createdAt } as ReviewDocument;
    const { insertedId } = await this.collection.insertOne(doc);
    return { ...doc, _id: insertedId };
  }

  update(id: ObjectId, changes: Partial<ReviewFields>): Promise<ReviewDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...changes, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }

  async deleteAll(): Promise<number> {
    return (await this.collection.deleteMany({})).deletedCount;
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
