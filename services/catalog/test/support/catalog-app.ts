import { testing } from '@shop/service-kit';
import { MongoClient } from 'mongodb';
import type { FastifyInstance } from 'fastify';
import { testEnvOf } from '@shop/testing';
import { catalogService } from '../../src/app';
import type { CatalogContext } from '../../src/catalog-context';
import { QUEUES } from '../../src/events/consumers/queues';

const { uniqueName, testAmqpUrl, testMongoUrl } = testing;

export interface CatalogTestbed {
  /** The first replica; `replica()` starts more on the same database and exchange. */
  app: FastifyInstance;
  /** The first replica's stores, read cache and rendition worker. */
  catalog: CatalogContext;
  tokens: testing.TestTokens;
  adminToken: string;
  customerToken: string;
  dbName: string;
  exchange: string;
  /** Prepended to every queue this testbed's replicas declare. */
  queuePrefix: string;
  replica(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A catalog on its own database, exchange and queues, with tokens signed by a throwaway key. */
export async function startCatalog(
  options: { seed?: boolean; amqpUrl?: string; env?: Record<string, string> } = {},
): Promise<CatalogTestbed> {
  const dbName = uniqueName('catalog');
  const exchange = uniqueName('test.events');
  const queuePrefix = `${uniqueName('t')}.`;
  const tokens = await testing.createTestTokens();
  const env = testEnvOf(catalogService, {
    MONGO_DB: dbName,
    AMQP_URL: options.amqpUrl ?? testAmqpUrl,
    EVENTS_EXCHANGE: exchange,
    SEED_DEMO_DATA: options.seed ? 'true' : 'false',
    ...options.env,
  });
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const built = await catalogService.build(env, { verifyToken: tokens.verify, queuePrefix });
    apps.push(built.app);
    await built.app.ready();
    return built;
  };
  const first = await start();
  return {
    app: first.app,
    catalog: first.deps.catalog,
    tokens,
    adminToken: await tokens.admin(),
    customerToken: await tokens.customer(),
    dbName,
    exchange,
    queuePrefix,
    replica: async () => (await start()).app,
    close: async () => {
      // Close first: a replica's outbox relay writing after the drop would bring the database back.
      await Promise.all(apps.map((a) => a.close()));
      await dropDatabase(dbName);
      await testing.deleteBrokerObjects(
        Object.values(QUEUES).map((q) => `${queuePrefix}${q}`),
        exchange,
      );
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  const client = await MongoClient.connect(testMongoUrl);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
