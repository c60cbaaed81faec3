import type { Collection, Db, ObjectId } from 'mongodb';
import type { ContactMessage, MessageStatus } from '@shop/contracts';
import { notDeleted, type EventEnvelope, type IndexDeclaration } from '@shop/service-kit';
import { auditedDelete, auditedUpdate } from '../audited-writes';

export interface MessageDocument {
  _id: ObjectId;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string;
  message_status: MessageStatus;
  createdAt: Date;
  archivedAt?: Date;
}

export type MessageFields = Pick<
  MessageDocument,
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'message'
>;

export const MESSAGES_COLLECTION = 'messages';

/**
 * The admin screen pages one tab (status) newest first: MongoDB walks `{ message_status, createdAt }` and stops at
 * the page; FerretDB looks the tab up by its GIN companion and sorts the tab in memory (decision 018).
 */
export const messageIndexes: IndexDeclaration[] = [
  { collection: MESSAGES_COLLECTION, key: { createdAt: -1 } },
  { collection: MESSAGES_COLLECTION, key: { message_status: 1, createdAt: -1, _id: -1 } },
];

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export class MessageRepository {
  private readonly collection: Collection<MessageDocument>;

  constructor(db: Db) {
    this.collection = db.collection<MessageDocument>(MESSAGES_COLLECTION);
  }

  listNewestFirst(): Promise<MessageDocument[]> {
    return this.collection.find(notDeleted).sort(NEWEST_FIRST).toArray();
  }

  /** Every message of one tab, newest first (a search filters them in code). */
  listWithStatus(status: MessageStatus): Promise<MessageDocument[]> {
    return this.collection
      .find({ message_status: status, ...notDeleted })
      .sort(NEWEST_FIRST)
      .toArray();
  }

  countWithStatus(status: MessageStatus): Promise<number> {
    return this.collection.countDocuments({ message_status: status, ...notDeleted });
  }

  pageWithStatus(status: MessageStatus, skip: number, limit: number): Promise<MessageDocument[]> {
    return this.collection
      .find({ message_status: status, ...notDeleted })
      .sort(NEWEST_FIRST)
      .skip(skip)
      .limit(limit)
      .toArray();
  }

  findById(id: ObjectId): Promise<MessageDocument | null> {
    return this.collection.findOne({ _id: id, ...notDeleted });
  }

  async insert(fields: MessageFields): Promise<MessageDocument> {
    const doc = { ...fields, message_status: 'active', createdAt: new Date() } as MessageDocument;
    const { insertedId } = await this.collection.insertOne(doc);
    return { ...doc, _id: insertedId };
  }

  /** Archives only a message that is still active: the status is part of the filter, so two archives cannot both win. */
  archiveIfActive(
    id: ObjectId,
    audit: (before: MessageDocument, after: MessageDocument) => EventEnvelope,
  ): Promise<MessageDocument | null> {
    const archived = { message_status: 'archived' as const, archivedAt: new Date() };
    return auditedUpdate(this.collection, { _id: id, message_status: 'active' }, archived, audit);
  }

  delete(id: ObjectId, audit: (before: MessageDocument) => EventEnvelope): Promise<boolean> {
    return auditedDelete(this.collection, id, audit);
  }
}

export function toContactMessage(doc: MessageDocument): ContactMessage {
  return {
    _id: doc._id.toHexString(),
    first_name: doc.first_name,
    last_name: doc.last_name,
    email: doc.email,
    phone_number: doc.phone_number,
    message: doc.message,
    message_status: doc.message_status,
    createdAt: doc.createdAt.toISOString(),
  };
}
