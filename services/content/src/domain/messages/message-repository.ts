import type { Collection, Db, ObjectId } from 'mongodb';
import type { ContactMessage, MessageStatus } from '@shop/contracts';
import { notDeleted, utcDay, type EventEnvelope, type IndexDeclaration } from '@shop/service-kit';
import { auditedDelete, auditedUpdate } from '../audited-writes';
import { MessageDays, backfillMessageDays } from './message-days';

export interface MessageDocument {
  _id: ObjectId;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string;
  message_status: MessageStatus;
  createdAt: Date;
  /** The UTC day of `createdAt`: the tabs are paged a day at a time (message-days.ts). */
  day: string;
  archivedAt?: Date;
}

export type MessageFields = Pick<
  MessageDocument,
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'message'
>;

export const MESSAGES_COLLECTION = 'messages';

/** A tab's page reads the messages of one or two days (message-days.ts). */
export const messageIndexes: IndexDeclaration[] = [
  { collection: MESSAGES_COLLECTION, key: { createdAt: -1 } },
  { collection: MESSAGES_COLLECTION, key: { day: 1, createdAt: -1 } },
];

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export class MessageRepository {
  private readonly collection: Collection<MessageDocument>;
  readonly days: MessageDays;

  constructor(db: Db) {
    this.collection = db.collection<MessageDocument>(MESSAGES_COLLECTION);
    this.days = new MessageDays(db, this.collection);
  }

  /** Messages stored before `day` get it and their days' counts (once per database, at start). */
  backfillDays(db: Db): Promise<boolean> {
    return backfillMessageDays(db, this.collection);
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

  findById(id: ObjectId): Promise<MessageDocument | null> {
    return this.collection.findOne({ _id: id, ...notDeleted });
  }

  async insert(fields: MessageFields, createdAt = new Date()): Promise<MessageDocument> {
    const doc = { ...fields, message_status: 'active', createdAt, day: utcDay(createdAt) } as MessageDocument;
    const { insertedId } = await this.collection.insertOne(doc);
    await this.days.add(doc.day, { active: 1 });
    return { ...doc, _id: insertedId };
  }

  /** Archives only a message that is still active: the status is part of the filter, so two archives cannot both win. */
  async archiveIfActive(
    id: ObjectId,
    audit: (before: MessageDocument, after: MessageDocument) => EventEnvelope,
  ): Promise<MessageDocument | null> {
    const archived = { message_status: 'archived' as const, archivedAt: new Date() };
    const after = await auditedUpdate(
      this.collection,
      { _id: id, message_status: 'active' },
      archived,
      audit,
    );
    if (after) await this.days.add(utcDay(after.createdAt), { active: -1, archived: 1 });
    return after;
  }

  async delete(id: ObjectId, audit: (before: MessageDocument) => EventEnvelope): Promise<boolean> {
    let before: MessageDocument | undefined;
    const deleted = await auditedDelete(this.collection, id, (current) => {
      before = current;
      return audit(current);
    });
    if (deleted && before) await this.days.add(utcDay(before.createdAt), { [before.message_status]: -1 });
    return deleted;
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
