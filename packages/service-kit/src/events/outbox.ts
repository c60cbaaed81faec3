import { randomUUID } from 'node:crypto';
import type { Collection, Db, Document, Filter, UpdateFilter } from 'mongodb';
import type { Logger } from '../logger';
import type { EventEnvelope } from './envelope';
import { PENDING, markInsertPublished, markPublished } from './outbox-cleanup';

export { PENDING };

/**
 * Transactional outbox without multi-document transactions (FerretDB 1.24 and MongoDB 7 alike): the events
 * a state change raises are pushed onto the changed document itself, in the same single-document write.
 * A relay publishes them with confirms and pulls them off afterwards. A deleted aggregate is kept as a
 * tombstone until its last event is out, then removed.
 */
export interface OutboxFields {
  pendingEvents?: EventEnvelope[];
  hasPendingEvents?: boolean;
  outboxLease?: { owner: string; until: Date };
  /** Set by `tombstone`: the document is gone for readers and is removed once its events are published. */
  _deleted?: boolean;
}

/** Update fragment that records events with a state change: merge it into the same `updateOne`. */
export function withEvents<T extends Document = Document>(
  update: UpdateFilter<T>,
  events: EventEnvelope[],
): UpdateFilter<T> {
  return {
    ...update,
    $set: { ...(update.$set ?? {}), hasPendingEvents: true },
    $push: { ...(update.$push ?? {}), pendingEvents: { $each: events } },
  } as unknown as UpdateFilter<T>;
}

/** Fields for a document inserted together with its events. */
export function eventsOnInsert(events: EventEnvelope[]): OutboxFields {
  return { pendingEvents: events, hasPendingEvents: true };
}

/** Update that deletes a document for readers while its events wait to be published. */
export function tombstone<T extends Document = Document>(events: EventEnvelope[]): UpdateFilter<T> {
  return withEvents<T>({ $set: { _deleted: true } } as unknown as UpdateFilter<T>, events);
}

/** Filter fragment that hides tombstones from every read. */
export const notDeleted = { _deleted: { $ne: true } } as const;

/**
 * The relay's index: `hasPendingEvents` is set with the events and removed once they are out, so only documents
 * with events waiting carry it, and every filter of the relay leads with `hasPendingEvents: true` (PENDING):
 * MongoDB and FerretDB both answer it from this index (on FerretDB through its GIN companion, decision 018)
 * instead of reading the collection. The infrastructure plugin declares it for each outbox collection.
 */
export function outboxIndexes(collection: string) {
  return [{ collection, key: { hasPendingEvents: 1 } }];
}

export interface OutboxRelayOptions {
  db: Db;
  collections: string[];
  publish: (events: EventEnvelope[]) => Promise<void>;
  logger: Logger;
  /** Fallback sweep for events written by other replicas or before a restart. */
  pollIntervalMs?: number;
  /** How long a claim on a document lasts, so a crashed relay's documents are taken over. */
  leaseMs?: number;
  /** Documents claimed per round; a drain runs rounds until nothing is pending. */
  batchSize?: number;
}

/** What a writer needs to publish the events of a document it inserts itself (`claimOnInsert`, `publishInserted`). */
export type InsertedEventsPublisher = Pick<OutboxRelay, 'claimOnInsert' | 'publishInserted'>;

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Publications of just-inserted documents still under way (`publishInserted`), awaited by `stop`. */
  private readonly publishing = new Set<Promise<void>>();

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule();
    this.notify();
  }

  /** Asks for a drain now (after a write that raised events); drains are never run twice at once. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainUntilQuiet().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([this.running, ...this.publishing]);
  }

  /**
   * Fields for a document inserted with its events, already claimed for this process: pass them to
   * `publishInserted` once the insert is done, and the events go out at once, without a relay round's three
   * reads and claim. If this process dies first, the claim lapses and a relay round publishes them.
   */
  claimOnInsert(events: EventEnvelope[]): OutboxFields {
    return { ...eventsOnInsert(events), outboxLease: this.newLease(randomUUID()) };
  }

  /**
   * Publishes the events of a document inserted with `claimOnInsert`'s fields, and clears them. Nothing waits
   * for it: a failure leaves them pending, unclaimed, for the relay's next round.
   */
  publishInserted(collectionName: string, id: unknown, fields: OutboxFields): void {
    const events = fields.pendingEvents ?? [];
    const owner = fields.outboxLease?.owner;
    // stopping: the claim lapses and whichever relay runs next publishes them
    if (this.stopped) return;
    if (!owner || events.length === 0) return this.notify();
    const collection = this.options.db.collection<OutboxFields & Document>(collectionName);
    const publication = this.publishInsert(collection, id, events)
      .catch((error: unknown) => {
        this.options.logger.warn(
          { err: error },
          "outbox could not publish an insert's events, the relay will retry",
        );
      })
      .finally(() => this.publishing.delete(publication));
    this.publishing.add(publication);
  }

  /** Publishes everything pending once; answers how many events went out. */
  async drainOnce(): Promise<number> {
    let total = 0;
    for (const name of this.options.collections) {
      const collection = this.options.db.collection<OutboxFields & Document>(name);
      for (
        let sent = await this.drainCollection(collection);
        sent > 0;
        sent = await this.drainCollection(collection)
      ) {
        total += sent;
      }
    }
    return total;
  }

  private async drainUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drainOnce();
      } catch (error) {
        this.options.logger.warn({ err: error }, 'outbox relay could not publish, will retry');
        return;
      }
    } while (this.again && !this.stopped);
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.notify();
      if (!this.stopped) this.schedule();
    }, this.options.pollIntervalMs ?? 1000);
    this.timer.unref();
  }

  private async drainCollection(collection: Collection<OutboxFields & Document>): Promise<number> {
    const owner = randomUUID();
    const now = new Date();
    const claimable: Filter<OutboxFields & Document> = {
      ...PENDING,
      $or: [{ outboxLease: { $exists: false } }, { 'outboxLease.until': { $lt: now } }],
    };
    const lease = this.newLease(owner, now);
    // Small batches: FerretDB slows down sharply on large multi-document updates of documents with arrays.
    const candidates = await collection
      .find(claimable, { projection: { _id: 1 }, limit: this.options.batchSize ?? 25 })
      .toArray();
    if (candidates.length === 0) return 0;
    const claimed = await collection.updateMany(
      { ...claimable, _id: { $in: candidates.map((doc) => doc._id) } },
      { $set: { outboxLease: lease } },
    );
    if (claimed.modifiedCount === 0) return 0;
    const docs = await collection
      .find({ ...PENDING, 'outboxLease.owner': owner }, { projection: { pendingEvents: 1, _deleted: 1 } })
      .toArray();
    const events = docs.flatMap((doc) => doc.pendingEvents ?? []);
    try {
      if (events.length > 0) await this.options.publish(events);
    } catch (error) {
      await collection.updateMany(
        { ...PENDING, 'outboxLease.owner': owner },
        { $unset: { outboxLease: '' } },
      );
      throw error;
    }
    await markPublished(collection, docs, events, owner);
    return events.length;
  }

  /** `publishInserted`'s work: every write by `_id` alone (see `markInsertPublished`). */
  private async publishInsert(
    collection: Collection<OutboxFields & Document>,
    id: unknown,
    events: EventEnvelope[],
  ): Promise<void> {
    try {
      await this.options.publish(events);
    } catch (error) {
      // the claim was taken moments ago by this process: released by `_id` alone
      await collection.updateOne(
        { _id: id } as Filter<OutboxFields & Document>,
        { $unset: { outboxLease: '' } } as UpdateFilter<Document>,
      );
      throw error;
    }
    if ((await markInsertPublished(collection, id, events)) === 'more-pending') this.notify();
  }

  private newLease(owner: string, now = new Date()): { owner: string; until: Date } {
    return { owner, until: new Date(now.getTime() + (this.options.leaseMs ?? 15_000)) };
  }
}

/** Projection that keeps the outbox's bookkeeping out of API answers. */
export const hideOutboxFields = {
  pendingEvents: 0,
  hasPendingEvents: 0,
  outboxLease: 0,
  _deleted: 0,
} as const;
