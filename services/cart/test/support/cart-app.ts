import type { EventEnvelope } from '@shop/service-kit';
import { EventBus, testing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { testEnvOf } from '@shop/testing';
import { cartService } from '../../src/app';
import { QUEUES } from '../../src/events/consumers/queues';
import { CatalogStub } from './catalog-stub';

const { uniqueName, testAmqpUrl } = testing;

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
  const env = testEnvOf(cartService, {
    EVENTS_EXCHANGE: exchange,
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
