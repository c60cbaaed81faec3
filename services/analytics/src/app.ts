import type { FastifyInstance } from 'fastify';
import {
  authPlugin,
  createApp,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
} from '@shop/service-kit';
import { EventJournal } from './domain/event-journal';
import { OrderProjections, orderProjectionIndexes } from './domain/order-projections';
import type { AnalyticsEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { analyticsRoutes } from './routes/analytics';

export interface BuildAppOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /** A test's own revocation check (tokens from `verifyToken` are otherwise never checked against identity). */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** Prepended to the queue names, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
}

/**
 * The analytics service publishes nothing: it keeps its own read model of the orders, from their events, and
 * lets admins read the sales figures (decision 014).
 */
export function buildApp(env: AnalyticsEnv, overrides: BuildAppOverrides = {}): FastifyInstance {
  const app = createApp({ name: 'analytics', logLevel: env.LOG_LEVEL });
  void app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: orderProjectionIndexes,
  });
  const queuePrefix = overrides.queuePrefix ?? '';
  // A demoted or deleted admin's token is refused here too, not only at the gateway: the figures are the shop's.
  void app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: `${queuePrefix}${env.TOKEN_VERSIONS_QUEUE}`,
      verifyToken: overrides.verifyToken,
      isRevoked: overrides.isRevoked,
    }),
  );
  void app.register(analyticsRoutes, { prefix: '/api' });

  app.addHook('onReady', async () => {
    const queue = (name: string) => `${queuePrefix}${name}`;
    const deps = {
      queue,
      projections: new OrderProjections(app.db),
      journal: new EventJournal(app.db),
      timeZone: env.REPORT_TIME_ZONE,
      log: app.log,
    };
    for (const subscription of subscriptions(deps)) await app.bus.subscribe(subscription);
  });
  return app;
}
