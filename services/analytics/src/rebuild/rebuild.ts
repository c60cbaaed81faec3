import type { Db } from 'mongodb';
import { applyEvent, type ProjectedEvent } from '../domain/apply-event';
import { DaySummaries } from '../domain/day-summaries';
import { EventJournal } from '../domain/event-journal';
import { OrderProjections } from '../domain/order-projections';

/**
 * Empties the projection, outdates every day's summary and replays every journalled event into the projection
 * through the same `applyEvent` as the live consumer (each write bumping its day again). The writes commute
 * (decision 014), so the consumer may keep running meanwhile: an event it applies during the rebuild ends in the
 * same document either way. Returns the number of events replayed.
 */
export async function rebuildProjection(db: Db, timeZone: string): Promise<number> {
  const projections = new OrderProjections(db);
  const summaries = new DaySummaries(db, projections);
  await projections.collection.deleteMany({});
  // after the projection is emptied, so no summary counted before the rebuild is served as current after it
  await summaries.outdateAll();
  let replayed = 0;
  for await (const event of new EventJournal(db).replay()) {
    await applyEvent({ projections, summaries }, event as ProjectedEvent, timeZone);
    replayed += 1;
  }
  return replayed;
}
