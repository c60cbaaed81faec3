import type { FastifyInstance } from 'fastify';
import {
  authPlugin,
  createApp,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
} from '@shop/service-kit';
import { backfillAuditDays } from './domain/audit-backfill';
import { AuditEntryRepository, auditEntryIndexes } from './domain/audit-entry-repository';
import type { AuditEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { auditRoutes } from './routes/audit';

export interface BuildAppOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /** A test's own revocation check (tokens from `verifyToken` are otherwise never checked against identity). */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** Prepended to the queue name, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
}

/** The audit service publishes nothing: it consumes `audit.recorded` and lets admins list the entries. */
export function buildApp(env: AuditEnv, overrides: BuildAppOverrides = {}): FastifyInstance {
  const app = createApp({ name: 'audit', logLevel: env.LOG_LEVEL });
  void app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: auditEntryIndexes,
  });
  const queuePrefix = overrides.queuePrefix ?? '';
  // A demoted or deleted admin's token is refused here too, not only at the gateway: the log shows user data.
  void app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: `${queuePrefix}${env.TOKEN_VERSIONS_QUEUE}`,
      verifyToken: overrides.verifyToken,
      isRevoked: overrides.isRevoked,
    }),
  );
  void app.register(auditRoutes, { prefix: '/api' });

  app.addHook('onReady', async () => {
    await backfillAuditDays(app.db);
    const entries = new AuditEntryRepository(app.db);
    const queue = (name: string) => `${queuePrefix}${name}`;
    for (const subscription of subscriptions({ queue, log: app.log, entries })) {
      await app.bus.subscribe(subscription);
    }
  });
  return app;
}
