import amqp from 'amqplib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { testing } from '@shop/service-kit';
import { contentService } from '../../src/app';
import { contentEnvSchema, type ContentEnv } from '../../src/env';

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
  const env = contentEnvSchema.parse({
    MONGO_URL: testing.testMongoUrl,
    AMQP_URL: testing.testAmqpUrl,
    LOG_LEVEL: 'silent',
  });
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
  const withToken = (token: string) => (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return {
    app,
    tokens,
    adminToken,
    customerToken,
    asAdmin: withToken(adminToken),
    asCustomer: withToken(customerToken),
    anonymous: (options) => app.inject(options),
    dbName,
    exchange,
    stop: async () => {
      await app.close();
      await deleteExchanges([exchange, `${exchange}.dlx`]);
    },
    close: async () => {
      await app.db.dropDatabase();
      await app.close();
      await deleteExchanges([exchange, `${exchange}.dlx`]);
    },
  };
}

/** The bus declares the exchange and its dead-letter exchange on start; a test leaves neither behind. */
async function deleteExchanges(names: string[]): Promise<void> {
  const connection = await amqp.connect(testing.testAmqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const name of names) await channel.deleteExchange(name);
  } finally {
    await connection.close();
  }
}
