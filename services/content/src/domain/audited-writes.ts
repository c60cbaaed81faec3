import { notDeleted, tombstone, withEvents, type EventEnvelope } from '@shop/service-kit';
import type { Collection, Document, Filter, ObjectId, UpdateFilter } from 'mongodb';

/*
 * Admin writes of the content collections, each storing its audit entry in the same single-document write
 * (the collections are in the outbox). A document is read first, so the entry can show it before and after;
 * a concurrent write in between is the same last-writer-wins as before the audit.
 */

type Doc = Document & { _id: ObjectId };

/** Sets `$set` on the document matching `filter` with the entry built from it before and after; null when none matches. */
export async function auditedUpdate<T extends Doc>(
  collection: Collection<T>,
  filter: Filter<T>,
  $set: Partial<T>,
  entry: (before: T, after: T) => EventEnvelope,
): Promise<T | null> {
  const current = (await collection.findOne({
    ...filter,
    ...notDeleted,
  } as unknown as Filter<T>)) as T | null;
  if (!current) return null;
  const next = { ...current, ...$set } as T;
  const result = await collection.updateOne(
    { ...filter, _id: current._id, ...notDeleted } as unknown as Filter<T>,
    withEvents<T>({ $set } as UpdateFilter<T>, [entry(current, next)]),
  );
  return result.matchedCount === 1 ? next : null;
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
