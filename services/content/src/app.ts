import type { FastifyInstance } from 'fastify';
import {
  authPlugin,
  createApp,
  installEtags,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
} from '@shop/service-kit';
import { contentIndexes, contentOutboxCollections } from './collections';
import { SettingsRepository } from './domain/settings/settings-repository';
import type { ContentEnv } from './env';
import { contentRoutes } from './routes';
import { MessageRepository } from './domain/messages/message-repository';
import { seedDemoContent } from './seed';

export interface BuildAppOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /**
   * The token-version check (revoked tokens). By default the cache fed by identity; a test that brings its own
   * `verifyToken` (test tokens identity never issued) has none unless it passes one.
   */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
}

/**
 * The content service publishes no domain events, only the audit entries of admin writes
 * (docs/architecture.md#events); it consumes identity's user events only to keep its token-version cache
 * current, and the broker connection is part of its readiness.
 */
export function buildApp(env: ContentEnv, overrides: BuildAppOverrides = {}): FastifyInstance {
  const app = createApp({ name: 'content', logLevel: env.LOG_LEVEL });
  void app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: contentIndexes,
    outboxCollections: contentOutboxCollections,
  });
  void app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: env.TOKEN_VERSIONS_QUEUE,
      verifyToken: overrides.verifyToken,
      isRevoked: overrides.isRevoked,
    }),
  );
  installEtags(app);
  void app.register(contentRoutes, { prefix: '/api' });

  app.addHook('onReady', async () => {
    // The demo seed goes first: it creates the settings with the demo shop's values where none exist yet.
    if (env.SEED_DEMO_DATA) await seedDemoContent(app.db, app.log);
    await new SettingsRepository(app.db).createMissing();
    await new MessageRepository(app.db).backfillDays(app.db);
  });
  return app;
}
