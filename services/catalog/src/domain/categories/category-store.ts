import { UNASSIGNED_CATEGORY_TITLE } from '@shop/contracts';
import {
  ConflictError,
  eventsOnInsert,
  hideOutboxFields,
  isDuplicateKeyError,
  notDeleted,
  withEvents,
  type EventEnvelope,
} from '@shop/service-kit';
import { ObjectId, type Collection, type Db, type UpdateFilter } from 'mongodb';
import { categoryDeleted } from '../../events/publishers/category-events';
import { CATEGORIES, titleKeyOf, type CategoryDocument, type CategoryTexts } from './category-document';

const UNASSIGNED_DESCRIPTION = 'Products that are not in any category yet.';

export class CategoryStore {
  readonly collection: Collection<CategoryDocument>;

  constructor(
    db: Db,
    private readonly afterWrite: () => void,
  ) {
    this.collection = db.collection<CategoryDocument>(CATEGORIES);
  }

  /** Creates Unassigned Items unless it exists; replicas starting together agree through the unique index. */
  async ensureUnassigned(): Promise<ObjectId> {
    const now = new Date();
    try {
      await this.collection.updateOne(
        { system: 'unassigned' },
        {
          $setOnInsert: {
            title: UNASSIGNED_CATEGORY_TITLE,
            titleKey: titleKeyOf(UNASSIGNED_CATEGORY_TITLE),
            description: UNASSIGNED_DESCRIPTION,
            createdAt: now,
            updatedAt: now,
          },
        },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const unassigned = await this.collection.findOne({ system: 'unassigned' }, { projection: { _id: 1 } });
    if (!unassigned) throw new Error('Unassigned Items could not be created');
    return unassigned._id;
  }

  async list(): Promise<CategoryDocument[]> {
    return this.collection
      .find(notDeleted, { projection: hideOutboxFields })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
  }

  async findById(id: ObjectId): Promise<CategoryDocument | null> {
    return this.collection.findOne({ _id: id, ...notDeleted }, { projection: hideOutboxFields });
  }

  async exists(id: ObjectId): Promise<boolean> {
    return (await this.collection.countDocuments({ _id: id, ...notDeleted }, { limit: 1 })) > 0;
  }

  /** `audit` builds the admin's entry from the category as it will be stored (same write). */
  async insert(
    texts: CategoryTexts,
    audit: (created: CategoryDocument) => EventEnvelope[] = () => [],
  ): Promise<CategoryDocument> {
    const now = new Date();
    const doc: CategoryDocument = {
      _id: new ObjectId(),
      ...texts,
      titleKey: titleKeyOf(texts.title),
      createdAt: now,
      updatedAt: now,
    };
    const events = audit(doc);
    await this.withTitleGuard(texts.title, () =>
      this.collection.insertOne(events.length > 0 ? { ...doc, ...eventsOnInsert(events) } : doc),
    );
    if (events.length > 0) this.afterWrite();
    return doc;
  }

  /** `events`: the admin's audit entry, written with the change; `updatedAt` is the one it names. */
  async update(
    id: ObjectId,
    texts: CategoryTexts,
    events: EventEnvelope[] = [],
    updatedAt = new Date(),
  ): Promise<CategoryDocument | null> {
    const $set = { ...texts, titleKey: titleKeyOf(texts.title), updatedAt };
    // updateOne then read: FerretDB 1.24 has no projection on findOneAndUpdate.
    const result = await this.withTitleGuard(texts.title, () =>
      this.collection.updateOne(
        { _id: id, ...notDeleted },
        events.length > 0 ? withEvents<CategoryDocument>({ $set }, events) : { $set },
      ),
    );
    if (result.matchedCount > 0 && events.length > 0) this.afterWrite();
    return result.matchedCount === 0 ? null : this.findById(id);
  }

  /** Hides the category and records `category.deleted` (and `audit`); answers false when it was already gone. */
  async remove(id: ObjectId, movedTo: ObjectId, audit: EventEnvelope[] = []): Promise<boolean> {
    const result = await this.collection.updateOne(
      { _id: id, system: { $exists: false }, ...notDeleted },
      deletion([categoryDeleted(id.toHexString(), movedTo.toHexString()), ...audit]),
    );
    if (result.matchedCount > 0) this.afterWrite();
    return result.matchedCount > 0;
  }

  /**
   * Every category but Unassigned Items; answers the ids removed. The first one removed carries the
   * admin's one audit entry for the whole deletion, before any other goes.
   */
  async removeAllButUnassigned(
    movedTo: ObjectId,
    audit: (ids: ObjectId[]) => EventEnvelope[] = () => [],
  ): Promise<ObjectId[]> {
    const victims = await this.collection
      .find({ system: { $exists: false }, ...notDeleted }, { projection: { _id: 1 } })
      .toArray();
    let entry = audit(victims.map((victim) => victim._id));
    const removed: ObjectId[] = [];
    for (const { _id } of victims) {
      if (!(await this.remove(_id, movedTo, entry))) continue;
      removed.push(_id);
      entry = [];
    }
    return removed;
  }

  private async withTitleGuard<T>(title: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKeyError(error)) {
        throw new ConflictError(`A category titled '${title}' already exists`, 'CATEGORY_EXISTS');
      }
      throw error;
    }
  }
}

/** A tombstone that also frees the title, so a category of the same name can be created at once. */
function deletion(events: Parameters<typeof withEvents>[1]): UpdateFilter<CategoryDocument> {
  return withEvents<CategoryDocument>(
    { $set: { _deleted: true }, $unset: { titleKey: '' } } as unknown as UpdateFilter<CategoryDocument>,
    events,
  );
}
