import type { Db } from 'mongodb';
import { applyEvent, type ProjectedEvent } from '../domain/apply-event';
import { EventJournal } from '../domain/event-journal';
import { OrderProjections } from '../domain/order-projections';

/**
 * Empties the projection and replays every journalled event into it through the same `applyEvent` as the live
 * consumer. The writes commute (decision 014), so the consumer may keep running meanwhile: an event it applies
 * during the rebuild ends in the same document either way. Returns the number of events replayed.
 */
export async function rebuildProjection(db: Db, timeZone: string): Promise<number> {
  const projections = new OrderProjections(db);
  await projections.collection.deleteMany({});
  let replayed = 0;
  for await (const event of new EventJournal(db).replay()) {
    await applyEvent(projections, event as ProjectedEvent, timeZone);
    replayed += 1;
  }
  return replayed;
}
