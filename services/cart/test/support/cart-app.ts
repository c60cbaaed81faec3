import type { EventEnvelope } from '@shop/service-kit';
import { EventBus, testing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { cartService } from '../../src/app';
import { cartEnvSchema } from '../../src/env';
import { QUEUES } from '../../src/events/consumers/queues';
import { CatalogStub } from './catalog-stub';

const { uniqueName, testAmqpUrl, testMongoUrl } = testing;

export interface CartTestApp {
  app: FastifyInstance;
  catalog: CatalogStub;
  /** Publishes on the app's exchange, as the catalog and order services would. */
  publish(...events: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/** The cart service on a database, an exchange and queues of its own, with a stub catalog over HTTP. */
export async function startCartApp(): Promise<CartTestApp> {
  const catalog = new CatalogStub();
  const exchange = uniqueName('test.events');
  const queuePrefix = `${uniqueName('test')}.`;
  const env = cartEnvSchema.parse({
    MONGO_URL: testMongoUrl,
    MONGO_DB: uniqueName('cart'),
    AMQP_URL: testAmqpUrl,
    EVENTS_EXCHANGE: exchange,
    LOG_LEVEL: 'silent',
    CATALOG_URL: await catalog.start(),
    CATALOG_TIMEOUT_MS: '1000',
  });
  const app = await cartService.buildApp(env, { queuePrefix });
  await app.ready();
  const bus = new EventBus({ url: testAmqpUrl, exchange, logger: app.log });
  await bus.start();
  return {
    app,
    catalog,
    publish: (...events) => bus.publish(events),
    close: async () => {
      await app.db.dropDatabase();
      await app.close();
      await bus.close();
      await catalog.stop();
      await testing.deleteBrokerObjects(
        Object.values(QUEUES).map((queue) => `${queuePrefix}${queue}`),
        exchange,
      );
    },
  };
}
