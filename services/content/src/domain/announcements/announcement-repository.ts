import { ObjectId, type Collection, type Db } from 'mongodb';
import { ANNOUNCEMENT_TITLE, type Announcement } from '@shop/contracts';
import { eventsOnInsert, notDeleted, type EventEnvelope } from '@shop/service-kit';
import { auditedDelete, auditedDeleteAll, auditedUpdate } from '../audited-writes';

export interface AnnouncementDocument {
  _id: ObjectId;
  title: typeof ANNOUNCEMENT_TITLE;
  content: string;
  /** The Arabic twin (decision 025): absent or '' where the admin has not written it. */
  contentAr?: string;
  visibility: boolean;
  /** The admin's email from the token: emails are not editable, and it reads well in the back office. */
  createdBy: string | null;
  modifiedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AnnouncementChanges = Partial<Pick<AnnouncementDocument, 'content' | 'contentAr' | 'visibility'>>;

export const ANNOUNCEMENTS_COLLECTION = 'announcements';

export const announcementIndexes = [
  { collection: ANNOUNCEMENTS_COLLECTION, key: { visibility: 1, createdAt: -1 } },
];

const newestFirst = { createdAt: -1, _id: -1 } as const;

export class AnnouncementRepository {
  private readonly collection: Collection<AnnouncementDocument>;

  constructor(db: Db) {
    this.collection = db.collection<AnnouncementDocument>(ANNOUNCEMENTS_COLLECTION);
  }

  list(filter: { visibleOnly: boolean }): Promise<AnnouncementDocument[]> {
    const query = filter.visibleOnly ? { visibility: true, ...notDeleted } : notDeleted;
    return this.collection.find(query).sort(newestFirst).toArray();
  }

  /** Admin writes: each stores the entry `audit` builds in the same write. */
  async insert(
    fields: { content: string; contentAr?: string; visibility: boolean },
    by: string,
    audit: (created: AnnouncementDocument) => EventEnvelope,
  ): Promise<AnnouncementDocument> {
    const now = new Date();
    const doc = {
      _id: new ObjectId(),
      title: ANNOUNCEMENT_TITLE,
      ...fields,
      createdBy: by,
      modifiedBy: by,
      createdAt: now,
      updatedAt: now,
    } as AnnouncementDocument;
    await this.collection.insertOne({ ...doc, ...eventsOnInsert([audit(doc)]) });
    return doc;
  }

  update(
    id: ObjectId,
    changes: AnnouncementChanges,
    by: string,
    audit: (before: AnnouncementDocument, after: AnnouncementDocument) => EventEnvelope,
  ): Promise<AnnouncementDocument | null> {
    return auditedUpdate(
      this.collection,
      { _id: id },
      { ...changes, modifiedBy: by, updatedAt: new Date() },
      audit,
    );
  }

  delete(id: ObjectId, audit: (before: AnnouncementDocument) => EventEnvelope): Promise<boolean> {
    return auditedDelete(this.collection, id, audit);
  }

  deleteAll(audit: (ids: string[]) => EventEnvelope): Promise<number> {
    return auditedDeleteAll(this.collection, audit);
  }
}

export function toAnnouncement(doc: AnnouncementDocument): Announcement {
  return {
    _id: doc._id.toHexString(),
    // Whatever an old document holds, the title is the fixed word (admin spec §3).
    title: ANNOUNCEMENT_TITLE,
    content: doc.content,
    ...(doc.contentAr !== undefined ? { contentAr: doc.contentAr } : {}),
    visibility: doc.visibility,
    createdBy: doc.createdBy ?? null,
    modifiedBy: doc.modifiedBy ?? null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
