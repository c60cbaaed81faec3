import type { Collection, Db, ObjectId } from 'mongodb';
import type { Faq } from '@shop/contracts';
import { isDuplicateKeyError } from '@shop/service-kit';

export interface FaqDocument {
  _id: ObjectId;
  /** 1..8, unique: see faq-slots.ts. */
  slot: number;
  question: string;
  answer: string;
  visibility: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type FaqFields = Pick<FaqDocument, 'question' | 'answer' | 'visibility'>;

export const FAQS_COLLECTION = 'faqs';

export const faqIndexes = [{ collection: FAQS_COLLECTION, key: { slot: 1 }, options: { unique: true } }];

/** FAQs read in the order they were written, so the first five the home page shows stay put. */
const creationOrder = { createdAt: 1, _id: 1 } as const;

export class FaqRepository {
  private readonly collection: Collection<FaqDocument>;

  constructor(db: Db) {
    this.collection = db.collection<FaqDocument>(FAQS_COLLECTION);
  }

  list(filter: { visibleOnly: boolean }): Promise<FaqDocument[]> {
    const query = filter.visibleOnly ? { visibility: true } : {};
    return this.collection.find(query).sort(creationOrder).toArray();
  }

  async takenSlots(): Promise<number[]> {
    const docs = await this.collection.find({}, { projection: { slot: 1 } }).toArray();
    return docs.map((doc) => doc.slot);
  }

  /** Inserts into the slot, or answers null when another FAQ holds it (the unique index decides). */
  async insertIntoSlot(slot: number, fields: FaqFields, now = new Date()): Promise<FaqDocument | null> {
    const doc = { slot, ...fields, createdAt: now, updatedAt: now } as FaqDocument;
    try {
      const { insertedId } = await this.collection.insertOne(doc);
      return { ...doc, _id: insertedId };
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  update(id: ObjectId, changes: Partial<FaqFields>): Promise<FaqDocument | null> {
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

export function toFaq(doc: FaqDocument): Faq {
  return {
    _id: doc._id.toHexString(),
    question: doc.question,
    answer: doc.answer,
    visibility: doc.visibility,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
