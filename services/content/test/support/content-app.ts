import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { testing } from '@shop/service-kit';
import { injectAs, testEnvOf } from '@shop/testing';
import { contentService } from '../../src/app';
import type { ContentEnv } from '../../src/env';

export interface ContentTestApp {
  app: FastifyInstance;
  tokens: testing.TestTokens;
  adminToken: string;
  customerToken: string;
  /** Calls as an admin (Bearer token), a customer, or anonymously. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  asCustomer(options: InjectOptions): Promise<LightMyRequestResponse>;
  anonymous(options: InjectOptions): Promise<LightMyRequestResponse>;
  dbName: string;
  /** The app's events exchange (to listen to what it publishes). */
  exchange: string;
  /** Closes the app but keeps its database, to start another app on it. */
  stop(): Promise<void>;
  /** Drops the test database and closes the app. */
  close(): Promise<void>;
}

/** The real service on a database and exchange of its own, with tokens from a throwaway key pair. */
export async function startContentApp(overrides: Partial<ContentEnv> = {}): Promise<ContentTestApp> {
  const env = testEnvOf(contentService);
  const tokens = await testing.createTestTokens();
  const dbName = overrides.MONGO_DB ?? testing.uniqueName('content');
  const exchange = testing.uniqueName('content.events');
  const app = await contentService.buildApp(
    {
      ...env,
      MONGO_DB: dbName,
      EVENTS_EXCHANGE: exchange,
      SEED_DEMO_DATA: false,
      ...overrides,
    },
    { verifyToken: tokens.verify },
  );
  await app.ready();
  const adminToken = await tokens.admin();
  const customerToken = await tokens.customer();
  return {
    app,
    tokens,
    adminToken,
    customerToken,
    asAdmin: injectAs(() => app, adminToken),
    asCustomer: injectAs(() => app, customerToken),
    anonymous: (options) => app.inject(options),
    dbName,
    exchange,
    stop: async () => {
      await app.close();
      await testing.deleteBrokerObjects([], exchange);
    },
    close: async () => {
      await app.db.dropDatabase();
      await app.close();
      await testing.deleteBrokerObjects([], exchange);
    },
  };
}
