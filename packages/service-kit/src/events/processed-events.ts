import type { Db } from 'mongodb';
import { isDuplicateKeyError } from '../mongo/mongo-errors';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  processedAt: Date;
}

export const PROCESSED_EVENTS = 'processed_events';

/** Unique per consumer and event, so two replicas racing on one redelivered message agree on one winner. */
export const processedEventsIndexes = [
  { collection: PROCESSED_EVENTS, key: { consumer: 1, eventId: 1 }, options: { unique: true } },
];

/**
 * Idempotent consumer: remembers the events a consumer has applied (a unique index on consumer + event id)
 * so a redelivered event has no second effect. The marker is written after the effect succeeds; an effect
 * therefore has to be safe to repeat if the process dies between the two writes — guard single-document
 * effects with the event id on the document itself (`appliedEvents: { $ne: id }` plus `$push`), which makes
 * them exactly-once in effect even then.
 */
export class ProcessedEvents {
  constructor(
    private readonly db: Db,
    private readonly consumer: string,
  ) {}

  async has(eventId: string): Promise<boolean> {
    return (await this.collection().countDocuments({ _id: this.key(eventId) }, { limit: 1 })) > 0;
  }

  async mark(eventId: string): Promise<void> {
    try {
      await this.collection().insertOne({
        _id: this.key(eventId),
        consumer: this.consumer,
        eventId,
        processedAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Runs `effect` unless this event was already applied; answers whether it ran. */
  async runOnce(eventId: string, effect: () => Promise<void>): Promise<boolean> {
    if (await this.has(eventId)) return false;
    await effect();
    await this.mark(eventId);
    return true;
  }

  private key(eventId: string): string {
    return `${this.consumer}:${eventId}`;
  }

  private collection() {
    return this.db.collection<ProcessedEvent>(PROCESSED_EVENTS);
  }
}
