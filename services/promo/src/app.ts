import { defineService } from '@shop/service-kit';
import { promoIndexes } from './collections';
import { promoEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { promoOutboxCollections } from './query-shapes';
import { redemptionRoutes } from './routes/internal/redemptions';
import { promoRoutes } from './routes/promo';
import { seedDemoPromos } from './seed/demo-promos';

/** The promo service: admins' codes, the storefront's check, and the order service's redemptions. */
export const promoService = defineService({
  name: 'promo',
  env: promoEnvSchema,
  queues: QUEUES,
  indexes: promoIndexes,
  outbox: promoOutboxCollections,
  auth: 'service',
  // the server's clock judges promo dates (tests fix it)
  deps: ({ db, clock, outbox }) => ({ db, clock, outbox }),
  routes: async (app, { clock }) => {
    await app.register(promoRoutes, { prefix: '/api', clock });
    await app.register(redemptionRoutes, { clock });
  },
  seed: ({ db, clock }) => seedDemoPromos(db, clock()),
  subscriptions,
});
