import type { Collection, Document, Filter, UpdateFilter } from 'mongodb';
import type { EventEnvelope } from './envelope';
import type { OutboxFields } from './outbox';

/** The small indexed set of documents whose events wait: every filter of the relay starts with it. */
export const PENDING = { hasPendingEvents: true } as const;

/**
 * After `events` went out: pulls them off the documents `owner` claimed, releases the claim, removes drained
 * tombstones and removes the flag from drained documents (the pending set stays small). Two or three writes, whatever the number of documents
 * (one per document before): fewer round trips, and each document's update is still atomic on its own.
 */
export async function markPublished(
  collection: Collection<OutboxFields & Document>,
  docs: Array<OutboxFields & Document>,
  events: EventEnvelope[],
  owner: string,
): Promise<void> {
  const ids = docs.map((doc) => doc._id);
  // `$pullAll` of the exact elements read (FerretDB 1.24 ignores `$pull` conditions on fields of elements).
  // Every event is in one document only, so pulling all of the round's events from each document pulls just
  // its own; events pushed since the read are not among them and stay.
  await collection.updateMany({ ...PENDING, _id: { $in: ids }, 'outboxLease.owner': owner }, {
    $pullAll: { pendingEvents: events },
    $unset: { outboxLease: '' },
  } as unknown as UpdateFilter<Document>);
  // Only where nothing new was pushed meanwhile: a concurrent write keeps the flag (and its events) pending.
  // Every filter leads with the pending flag: FerretDB answers it from an index instead of reading the collection.
  const drained = { ...PENDING, _id: { $in: ids }, 'pendingEvents.0': { $exists: false } };
  if (docs.some((doc) => doc._deleted)) await collection.deleteMany({ ...drained, _deleted: true });
  await collection.updateMany({ ...drained, _deleted: { $ne: true } }, {
    $unset: { hasPendingEvents: '' },
  } as unknown as UpdateFilter<Document>);
}

/**
 * After the events of one just-inserted document went out (`OutboxRelay.publishInserted`): the same clean-up
 * with filters on `_id` alone, the only filter FerretDB 1.24 answers from its index (with any other condition
 * it scans the collection, ~80 ms at 1,000 orders, and its writes queue behind the scan).
 * The first write clears the flag unconditionally, so it is checked afterwards: an event pushed before that write
 * is still in the list (only `events` were pulled) and gets its flag back; one pushed after it set the flag itself.
 * The claim is released without checking its owner: had it lapsed and a relay round taken the document, that
 * round publishes the same events again, which consumers already deduplicate.
 */
export async function markInsertPublished(
  collection: Collection<OutboxFields & Document>,
  id: unknown,
  events: EventEnvelope[],
): Promise<'drained' | 'more-pending'> {
  const byId = { _id: id } as Filter<OutboxFields & Document>;
  await collection.updateOne(byId, {
    $pullAll: { pendingEvents: events },
    $unset: { outboxLease: '', hasPendingEvents: '' },
  } as unknown as UpdateFilter<Document>);
  const after = await collection.findOne(byId, { projection: { pendingEvents: 1 } });
  if (!after?.pendingEvents?.length) return 'drained';
  await collection.updateOne(byId, {
    $set: { hasPendingEvents: true },
  } as unknown as UpdateFilter<Document>);
  return 'more-pending';
}
