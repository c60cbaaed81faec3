import type { EventEnvelope } from '@shop/service-kit';
import { isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';

export const EVENT_JOURNAL = 'event_journal';

interface JournalEntry {
  /** The event id: a redelivered event is kept once. */
  _id: string;
  event: EventEnvelope;
}

/**
 * Every event the projection was built from, as it arrived. The rebuild (decision 014) replays it into an empty
 * projection; the order service's stored orders cannot stand in, since deleted orders are gone from them.
 */
export class EventJournal {
  private readonly entries: Collection<JournalEntry>;

  constructor(db: Db) {
    this.entries = db.collection<JournalEntry>(EVENT_JOURNAL);
  }

  async record(event: EventEnvelope): Promise<void> {
    try {
      await this.entries.insertOne({ _id: event.id, event });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async *replay(): AsyncGenerator<EventEnvelope> {
    for await (const entry of this.entries.find()) yield entry.event;
  }
}
