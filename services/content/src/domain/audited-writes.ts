import { ConflictError, notDeleted, tombstone, withEvents, type EventEnvelope } from '@shop/service-kit';
import type { Collection, Document, Filter, ObjectId, UpdateFilter } from 'mongodb';

/*
 * Admin writes of the content collections, each storing its audit entry in the same single-document write
 * (the collections are in the outbox). A document is read first, so the entry can show it before and after.
 */

type Doc = Document & { _id: ObjectId };

/** A concurrent edit in between makes the read stale: read again, a few times at most. */
const UPDATE_ATTEMPTS = 5;

/**
 * Sets `$set` on the document matching `filter`, with the entry built from it before and after; null when
 * none matches. The write is conditional on the `updatedAt` read, so the entry's `before` is what was changed.
 */
export async function auditedUpdate<T extends Doc>(
  collection: Collection<T>,
  filter: Filter<T>,
  $set: Partial<T>,
  entry: (before: T, after: T) => EventEnvelope,
): Promise<T | null> {
  const live = { ...filter, ...notDeleted } as unknown as Filter<T>;
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const current = (await collection.findOne(live)) as T | null;
    if (!current) return null;
    const next = { ...current, ...$set } as T;
    const unchangedSince = { updatedAt: current.updatedAt ?? { $exists: false } };
    const result = await collection.updateOne(
      { ...live, _id: current._id, ...unchangedSince } as unknown as Filter<T>,
      withEvents<T>({ $set } as UpdateFilter<T>, [entry(current, next)]),
    );
    if (result.matchedCount === 1) return next;
  }
  throw new ConflictError('This was changed by someone else meanwhile. Please try again.');
}

/**
 * Hides the document with its entry; the relay removes it once the entry is out. `freed` sets fields that
 * must not hold a unique value meanwhile (e.g. a FAQ's slot).
 */
export async function auditedDelete<T extends Doc>(
  collection: Collection<T>,
  id: ObjectId,
  entry: (before: T) => EventEnvelope,
  freed: (id: ObjectId) => Partial<T> = () => ({}),
): Promise<boolean> {
  const filter = { _id: id, ...notDeleted } as unknown as Filter<T>;
  const current = (await collection.findOne(filter)) as T | null;
  if (!current) return false;
  return (await collection.updateOne(filter, deletion<T>(id, [entry(current)], freed))).matchedCount === 1;
}

/**
 * Deletes every document with one entry for all (`entry` gets their ids). The first document still there
 * carries it as a tombstone, alone, so nothing goes before the write that records the deletion; the rest
 * are then removed at once. Answers how many went.
 */
export async function auditedDeleteAll<T extends Doc>(
  collection: Collection<T>,
  entry: (ids: string[]) => EventEnvelope,
  freed: (id: ObjectId) => Partial<T> = () => ({}),
): Promise<number> {
  const ids = (
    await collection.find(notDeleted as unknown as Filter<T>, { projection: { _id: 1 } }).toArray()
  ).map((doc) => doc._id as ObjectId);
  if (ids.length === 0) return 0;
  const event = entry(ids.map((id) => id.toHexString()));
  let carried = 0;
  for (const id of ids) {
    const filter = { _id: id, ...notDeleted } as unknown as Filter<T>;
    carried = (await collection.updateOne(filter, deletion<T>(id, [event], freed))).matchedCount;
    if (carried === 1) break;
  }
  return carried + (await collection.deleteMany(notDeleted as unknown as Filter<T>)).deletedCount;
}

function deletion<T extends Doc>(
  id: ObjectId,
  events: EventEnvelope[],
  freed: (id: ObjectId) => Partial<T>,
): UpdateFilter<T> {
  const update = tombstone<T>(events);
  return { ...update, $set: { ...update.$set, ...freed(id) } } as UpdateFilter<T>;
}
