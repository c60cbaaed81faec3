import type { FastifyInstance } from 'fastify';
import {
  authPlugin,
  createApp,
  createTokenVerifier,
  infrastructurePlugin,
  type TokenVerifier,
} from '@shop/service-kit';
import { contentIndexes } from './collections';
import { SettingsRepository } from './domain/settings/settings-repository';
import type { ContentEnv } from './env';
import { contentRoutes } from './routes';
import { seedDemoContent } from './seed';

export interface BuildAppOverrides {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
}

/**
 * The content service publishes and consumes no events (DESIGN.md); the broker connection is still part of
 * its readiness so it follows the platform's one pattern and is ready for the audit events to come.
 */
export function buildApp(env: ContentEnv, overrides: BuildAppOverrides = {}): FastifyInstance {
  const app = createApp({ name: 'content', logLevel: env.LOG_LEVEL });
  void app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: contentIndexes,
  });
  void app.register(authPlugin, {
    verify:
      overrides.verifyToken ??
      createTokenVerifier({ jwksUrl: env.JWKS_URL, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
  });
  void app.register(contentRoutes, { prefix: '/api' });

  app.addHook('onReady', async () => {
    // The demo seed goes first: it creates the settings with the demo shop's values where none exist yet.
    if (env.SEED_DEMO_DATA) await seedDemoContent(app.db, app.log);
    await new SettingsRepository(app.db).createMissing();
  });
  return app;
}
