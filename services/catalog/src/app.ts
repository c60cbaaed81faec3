import { defineService } from '@shop/service-kit';
import { catalogDeps, catalogWorkers } from './catalog-deps';
import { catalogEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { catalogIndexes, catalogOutboxCollections, catalogRetention } from './query-shapes';
import { catalogRoutes } from './routes';
import { seedDemoData } from './seed/seed-demo-data';

/** The catalog service: categories, products, images and search, and the stock the order service holds. */
export const catalogService = defineService({
  name: 'catalog',
  env: catalogEnvSchema,
  queues: QUEUES,
  indexes: catalogIndexes,
  outbox: catalogOutboxCollections,
  retention: catalogRetention,
  auth: 'service',
  deps: catalogDeps,
  routes: catalogRoutes,
  seed: ({ catalog }, { log }) => seedDemoData(catalog.db, catalog, log),
  subscriptions,
  workers: catalogWorkers,
});
