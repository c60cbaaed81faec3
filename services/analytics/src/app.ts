import { defineService } from '@shop/service-kit';
import { DaySummaries } from './domain/day-summaries';
import { EventJournal } from './domain/event-journal';
import { OrderProjections, orderProjectionIndexes } from './domain/order-projections';
import { analyticsEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { analyticsRoutes } from './routes/analytics';

/**
 * The analytics service publishes nothing: it keeps its own read model of the orders, from their events, and
 * lets admins read the sales figures (decision 014).
 */
export const analyticsService = defineService({
  name: 'analytics',
  env: analyticsEnvSchema,
  queues: QUEUES,
  indexes: orderProjectionIndexes,
  // A demoted or deleted admin's token is refused here too, not only at the gateway: the figures are the shop's.
  auth: 'service',
  deps: ({ db, env }) => {
    const projections = new OrderProjections(db);
    return {
      projections,
      summaries: new DaySummaries(db, projections),
      journal: new EventJournal(db),
      timeZone: env.REPORT_TIME_ZONE,
    };
  },
  routes: (app) => app.register(analyticsRoutes, { prefix: '/api' }),
  subscriptions,
});
