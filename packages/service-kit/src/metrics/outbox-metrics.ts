import type { Db } from 'mongodb';
import { Gauge } from 'prom-client';
import type { Logger } from '../logger';
import type { AppMetrics } from './registry';

/**
 * The outbox backlog, counted when Prometheus scrapes: documents still holding events that have not reached the
 * broker, per outbox collection. A backlog that keeps growing means the relay cannot publish.
 */
export function registerOutboxMetrics(
  metrics: AppMetrics,
  db: Db,
  collections: string[],
  logger: Logger,
): void {
  if (collections.length === 0) return;
  new Gauge({
    name: 'outbox_pending_documents',
    help: 'Documents whose events wait in the outbox to be published',
    labelNames: ['collection'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await Promise.all(
        collections.map(async (collection) => {
          try {
            const pending = await db
              .collection(collection)
              .countDocuments({ hasPendingEvents: true }, { maxTimeMS: 2000 });
            this.set({ collection }, pending);
          } catch (error) {
            // no sample beats a stale one: the scrape still answers, and the series' absence can alert
            logger.warn({ err: error, collection }, 'could not count the outbox backlog');
          }
        }),
      );
    },
  });
}
