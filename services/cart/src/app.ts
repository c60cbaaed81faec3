import { createApp, infrastructurePlugin, seedOnce } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { createCatalogClient } from './clients/catalog-client';
import { cartIndexes, cartRetention } from './collections';
import { CartActions } from './domain/cart-actions';
import { CartStore } from './domain/cart-store';
import { CatalogSync } from './domain/catalog-sync';
import { ProductSnapshots } from './domain/product-snapshots';
import type { CartEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { cartRoutes } from './routes/cart';

export interface BuildAppOptions {
  /** Prepended to the queue names, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
}

/**
 * The cart service. No authentication plugin: every cart call is anonymous by the spec, so verifying a
 * shopper's token here would only add a dependency on identity's keys to each request.
 */
export async function buildApp(env: CartEnv, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = createApp({ name: 'cart', logLevel: env.LOG_LEVEL });
  await app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: cartIndexes,
    retention: cartRetention,
  });

  const now = () => new Date();
  const catalog = createCatalogClient(env.CATALOG_URL, env.CATALOG_TIMEOUT_MS);
  const store = new CartStore(app.db, now);
  await seedOnce(app.db, 'carts-product-ids', () => store.addProductIdsOnce());
  const products = new ProductSnapshots(app.db, catalog, now);
  await app.register(cartRoutes, { prefix: '/api', cart: new CartActions(store, products) });

  const queue = (name: string) => `${options.queuePrefix ?? ''}${name}`;
  const sync = new CatalogSync(store, products);
  app.addHook('onReady', async () => {
    for (const subscription of subscriptions({ queue, log: app.log, store, sync })) {
      await app.bus.subscribe(subscription);
    }
  });
  return app;
}
