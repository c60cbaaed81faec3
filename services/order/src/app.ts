import { defineService } from '@shop/service-kit';
import { DEV_ORDER_TRACKING_SECRET, orderEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { orderDeps } from './order-deps';
import { orderIndexDeclarations, orderOutboxCollections, orderRetention } from './query-shapes';
import { apiRoutes } from './routes';
import { afterOrderRoutes } from './routes/after-order';
import { seedTaxShipping } from './seed/tax-shipping';

/** The order service: placement (decision 026), the admin's orders, My orders and tracking (issue 32). */
export const orderService = defineService({
  name: 'order',
  env: orderEnvSchema,
  queues: QUEUES,
  indexes: orderIndexDeclarations,
  outbox: orderOutboxCollections,
  retention: orderRetention,
  auth: 'service',
  devSecrets: { ORDER_TRACKING_SECRET: DEV_ORDER_TRACKING_SECRET },
  deps: orderDeps,
  routes: async (app, { placement, history, tracking }) => {
    await app.register(apiRoutes, { prefix: '/api', ...placement });
    // after the order (issue 32): status history, cancelling, guest tracking
    await app.register(afterOrderRoutes, { prefix: '/api', history, tracking });
  },
  seed: (_deps, { db }) => seedTaxShipping(db),
  subscriptions,
  workers: ({ sweeper }) => [sweeper],
});
