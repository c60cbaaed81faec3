import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '../mongo/mongo-errors';
import { DAY_SECONDS, type RetentionRule } from '../mongo/retention';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  status: 'processing' | 'done';
  claimedAt: Date;
  processedAt?: Date;
}

export const PROCESSED_EVENTS = 'processed_events';

/** Unique per consumer and event, so two replicas racing on one redelivered message agree on one winner. */
export const processedEventsIndexes = [
  { collection: PROCESSED_EVENTS, key: { consumer: 1, eventId: 1 }, options: { unique: true } },
];

/**
 * Done markers go 30 days after the event was applied: the broker redelivers within minutes, a dead letter
 * replayed by hand was never applied (no marker), and single-document effects keep their own event-id guard.
 */
export const processedEventsRetention: RetentionRule = {
  collection: PROCESSED_EVENTS,
  field: 'processedAt',
  afterSeconds: 30 * DAY_SECONDS,
  why: 'redeliveries come within minutes; 30 days cover any replay of a delivery that was applied',
};

/** Thrown when another delivery of the same event is being applied right now; the message is retried later. */
export class EventInProgressError extends Error {
  constructor(eventId: string) {
    super(`Event ${eventId} is being applied by another delivery`);
  }
}

/**
 * Idempotent consumer: an event is claimed (a marker under a unique `_id`) before its effect runs and marked
 * done after, so a redelivered or concurrently delivered event has no second effect. A failed effect gives
 * its claim back; a claim left by a crashed process is taken over after `claimTimeoutMs`. Effects should
 * still be safe to repeat after such a crash: guard single-document effects with the event id on the document
 * (`appliedEvents: { $ne: id }` plus `$push`), which makes them exactly-once in effect even then.
 */
export class ProcessedEvents {
  constructor(
    private readonly db: Db,
    private readonly consumer: string,
    private readonly claimTimeoutMs = 30_000,
  ) {}

  async has(eventId: string): Promise<boolean> {
    return (
      (await this.collection().countDocuments({ _id: this.key(eventId), status: 'done' }, { limit: 1 })) > 0
    );
  }

  /** Runs `effect` unless this event was already applied; answers whether it ran. */
  async runOnce(eventId: string, effect: () => Promise<void>): Promise<boolean> {
    const claimedAt = await this.claim(eventId);
    if (!claimedAt) return false;
    try {
      await effect();
    } catch (error) {
      await this.collection().deleteOne({ _id: this.key(eventId), claimedAt });
      throw error;
    }
    await this.collection().updateOne(
      { _id: this.key(eventId) },
      { $set: { status: 'done', processedAt: new Date() } },
    );
    return true;
  }

  /** Answers the claim's time, or undefined when the event was already applied. */
  private async claim(eventId: string): Promise<Date | undefined> {
    const _id = this.key(eventId);
    const claimedAt = new Date();
    try {
      await this.collection().insertOne({
        _id,
        consumer: this.consumer,
        eventId,
        status: 'processing',
        claimedAt,
      });
      return claimedAt;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await this.collection().findOne({ _id });
    if (!existing) return this.claim(eventId);
    if (existing.status === 'done') return undefined;
    if (claimedAt.getTime() - existing.claimedAt.getTime() < this.claimTimeoutMs)
      throw new EventInProgressError(eventId);
    const takeover = await this.collection().updateOne(
      { _id, status: 'processing', claimedAt: existing.claimedAt },
      { $set: { claimedAt } },
    );
    if (takeover.modifiedCount === 0) throw new EventInProgressError(eventId);
    return claimedAt;
  }

  private key(eventId: string): string {
    return `${this.consumer}:${eventId}`;
  }

  private collection() {
    return this.db.collection<ProcessedEvent>(PROCESSED_EVENTS);
  }
}
