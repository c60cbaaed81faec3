import {
  authPlugin,
  createApp,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
} from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';
import { promoIndexes } from './collections';
import { promoOutboxCollections } from './query-shapes';
import type { PromoEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { redemptionRoutes } from './routes/internal/redemptions';
import { promoRoutes } from './routes/promo';
import { seedDemoPromos } from './seed/demo-promos';

export interface BuildAppOptions {
  verifyToken?: TokenVerifier;
  /**
   * The token-version check (revoked tokens). By default the cache fed by identity; a test that brings its own
   * `verifyToken` (test tokens identity never issued) has none unless it passes one.
   */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** The server's clock, which judges promo dates (tests fix it). */
  clock?: Clock;
  /** Prepended to the queue names, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
  outboxPollIntervalMs?: number;
}

export async function buildApp(env: PromoEnv, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const queuePrefix = options.queuePrefix ?? '';
  const app = createApp({ name: 'promo', logLevel: env.LOG_LEVEL });

  await app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: promoIndexes,
    outboxCollections: promoOutboxCollections,
    outboxPollIntervalMs: options.outboxPollIntervalMs,
  });
  await app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: `${queuePrefix}${env.TOKEN_VERSIONS_QUEUE}`,
      verifyToken: options.verifyToken,
      isRevoked: options.isRevoked,
    }),
  );

  await app.register(promoRoutes, { prefix: '/api', clock });
  await app.register(redemptionRoutes, { clock });

  app.addHook('onReady', async () => {
    if (env.SEED_DEMO_DATA) await seedDemoPromos(app.db, clock());
    const queue = (name: string) => `${queuePrefix}${name}`;
    const deps = { queue, log: app.log, db: app.db, clock, outbox: app.outbox };
    for (const subscription of subscriptions(deps)) {
      await app.bus.subscribe(subscription);
    }
  });

  return app;
}
