import type { FastifyInstance } from 'fastify';
import {
  authPlugin,
  createApp,
  createTokenVerifier,
  infrastructurePlugin,
  type TokenVerifier,
} from '@shop/service-kit';
import { AuditEntryRepository, auditEntryIndexes } from './domain/audit-entry-repository';
import type { AuditEnv } from './env';
import { auditEntriesSubscription } from './events/consumers/audit-entries';
import { auditRoutes } from './routes/audit';

export interface BuildAppOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
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
  void app.register(authPlugin, {
    verify:
      overrides.verifyToken ??
      createTokenVerifier({ jwksUrl: env.JWKS_URL, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
  });
  void app.register(auditRoutes, { prefix: '/api' });

  app.addHook('onReady', async () => {
    const entries = new AuditEntryRepository(app.db);
    await app.bus.subscribe(
      auditEntriesSubscription({ entries, log: app.log, queuePrefix: overrides.queuePrefix ?? '' }),
    );
  });
  return app;
}
