import { ObjectId, type Collection, type Db } from 'mongodb';
import type { Faq } from '@shop/contracts';
import { eventsOnInsert, isDuplicateKeyError, notDeleted, type EventEnvelope } from '@shop/service-kit';
import { auditedDelete, auditedDeleteAll, auditedUpdate } from '../audited-writes';

export interface FaqDocument {
  _id: ObjectId;
  /** 1..8, unique: see faq-slots.ts. */
  slot: number;
  question: string;
  answer: string;
  /** Arabic twins (decision 025): absent or '' where the admin has not written them. */
  questionAr?: string;
  answerAr?: string;
  visibility: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type FaqFields = Pick<FaqDocument, 'question' | 'answer' | 'questionAr' | 'answerAr' | 'visibility'>;

export const FAQS_COLLECTION = 'faqs';

export type FaqEditAudit = (before: FaqDocument, after: FaqDocument) => EventEnvelope;

/** A deleted FAQ waiting for its entry to go out gives its slot up at once (the unique index holds slots). */
const freeSlot = (id: ObjectId) =>
  ({ slot: `deleted ${id.toHexString()}` }) as unknown as Partial<FaqDocument>;

export const faqIndexes = [{ collection: FAQS_COLLECTION, key: { slot: 1 }, options: { unique: true } }];

/** FAQs read in the order they were written, so the first five the home page shows stay put. */
const creationOrder = { createdAt: 1, _id: 1 } as const;

export class FaqRepository {
  private readonly collection: Collection<FaqDocument>;

  constructor(db: Db) {
    this.collection = db.collection<FaqDocument>(FAQS_COLLECTION);
  }

  list(filter: { visibleOnly: boolean }): Promise<FaqDocument[]> {
    const query = filter.visibleOnly ? { visibility: true, ...notDeleted } : notDeleted;
    return this.collection.find(query).sort(creationOrder).toArray();
  }

  async takenSlots(): Promise<number[]> {
    const docs = await this.collection.find(notDeleted, { projection: { slot: 1 } }).toArray();
    return docs.map((doc) => doc.slot);
  }

  /** Inserts into the slot, or answers null when another FAQ holds it (the unique index decides). */
  /** `audit` builds the admin's entry from the FAQ as stored, in the same write. */
  async insertIntoSlot(
    slot: number,
    fields: FaqFields,
    audit: (created: FaqDocument) => EventEnvelope,
    now = new Date(),
  ): Promise<FaqDocument | null> {
    const doc = { _id: new ObjectId(), slot, ...fields, createdAt: now, updatedAt: now } as FaqDocument;
    try {
      await this.collection.insertOne({ ...doc, ...eventsOnInsert([audit(doc)]) });
      return doc;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  update(id: ObjectId, changes: Partial<FaqFields>, audit: FaqEditAudit): Promise<FaqDocument | null> {
    return auditedUpdate(this.collection, { _id: id }, { ...changes, updatedAt: new Date() }, audit);
  }

  delete(id: ObjectId, audit: (before: FaqDocument) => EventEnvelope): Promise<boolean> {
    return auditedDelete(this.collection, id, audit, freeSlot);
  }

  deleteAll(audit: (ids: string[]) => EventEnvelope): Promise<number> {
    return auditedDeleteAll(this.collection, audit, freeSlot);
  }
}

export function toFaq(doc: FaqDocument): Faq {
  return {
    _id: doc._id.toHexString(),
    question: doc.question,
    answer: doc.answer,
    ...(doc.questionAr !== undefined ? { questionAr: doc.questionAr } : {}),
    ...(doc.answerAr !== undefined ? { answerAr: doc.answerAr } : {}),
    visibility: doc.visibility,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
