import type { Collection, Db, ObjectId } from 'mongodb';
import { ANNOUNCEMENT_TITLE, type Announcement } from '@shop/contracts';

export interface AnnouncementDocument {
  _id: ObjectId;
  title: typeof ANNOUNCEMENT_TITLE;
  content: string;
  visibility: boolean;
  /** The admin's email from the token: emails are not editable, and it reads well in the back office. */
  createdBy: string | null;
  modifiedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AnnouncementChanges = Partial<Pick<AnnouncementDocument, 'content' | 'visibility'>>;

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
    const query = filter.visibleOnly ? { visibility: true } : {};
    return this.collection.find(query).sort(newestFirst).toArray();
  }

  async insert(fields: { content: string; visibility: boolean }, by: string): Promise<AnnouncementDocument> {
    const now = new Date();
    const doc = {
      title: ANNOUNCEMENT_TITLE,
      ...fields,
      createdBy: by,
      modifiedBy: by,
      createdAt: now,
      updatedAt: now,
    } as AnnouncementDocument;
    const { insertedId } = await this.collection.insertOne(doc);
    return { ...doc, _id: insertedId };
  }

  update(id: ObjectId, changes: AnnouncementChanges, by: string): Promise<AnnouncementDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...changes, modifiedBy: by, updatedAt: new Date() } },
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

export function toAnnouncement(doc: AnnouncementDocument): Announcement {
  return {
    _id: doc._id.toHexString(),
    // Whatever an old document holds, the title is the fixed word (admin spec §3).
    title: ANNOUNCEMENT_TITLE,
    content: doc.content,
    visibility: doc.visibility,
    createdBy: doc.createdBy ?? null,
    modifiedBy: doc.modifiedBy ?? null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
