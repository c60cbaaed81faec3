import multipart from '@fastify/multipart';
import {
  authPlugin,
  createApp,
  installEtags,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
} from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CatalogEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { HoldSweeper } from './domain/stock/hold-sweeper';
import { catalogIndexes, catalogOutboxCollections, catalogRetention } from './query-shapes';
import { catalogPlugin } from './plugins/catalog';
import { categoryRoutes } from './routes/categories';
import { imageRoutes } from './routes/images';
import { stockHoldRoutes } from './routes/internal/stock-holds';
import { MULTIPART_LIMITS } from './routes/products/product-form';
import { productRoutes } from './routes/products';
import { productGalleryRoutes } from './routes/products/gallery';
import { CATEGORY_REFRESH_MS, ProductSearch, searchRoutes } from './search';
import { seedDemoData } from './seed/seed-demo-data';

export interface BuildAppOptions {
  /** Tests pass `testing.createTestTokens().verify`; otherwise identity's JWKS is used. */
  verifyToken?: TokenVerifier;
  /** The token-version check (revoked tokens); by default the cache fed by identity (none with `verifyToken`). */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** Prepended to the durable queue names, so parallel test files never share a queue. */
  queuePrefix?: string;
}

export async function buildApp(env: CatalogEnv, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = createApp({ name: 'catalog', logLevel: env.LOG_LEVEL });
  await app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: catalogIndexes,
    outboxCollections: catalogOutboxCollections,
    retention: catalogRetention,
  });
  await app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: `${options.queuePrefix ?? env.QUEUE_PREFIX}${env.TOKEN_VERSIONS_QUEUE}`,
      verifyToken: options.verifyToken,
      isRevoked: options.isRevoked,
    }),
  );
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(catalogPlugin);
  // Before the app is ready, and outside its start-up hooks' time limit: the demo shop is there from the first request.
  if (env.SEED_DEMO_DATA) await seedDemoData(app.catalog.db, app.catalog, app.log);

  const search = new ProductSearch({ source: app.catalog, log: app.log, categoryRefreshMs: CATEGORY_REFRESH_MS });
  await app.register(
    async (api) => {
      installEtags(api);
      await api.register(searchRoutes, { search });
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(productGalleryRoutes);
      await api.register(imageRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(stockHoldRoutes);

  const sweeper = new HoldSweeper({
    holds: app.catalog.holds,
    stock: app.catalog.stock,
    log: app.log,
    intervalMs: env.STOCK_HOLD_SWEEP_MS,
  });

  const queue = (name: string) => `${options.queuePrefix ?? env.QUEUE_PREFIX}${name}`;
  app.addHook('onReady', async () => {
    const { products, stock, history, cache } = app.catalog;
    for (const subscription of subscriptions({ queue, log: app.log, stock, history, products, cache, search })) {
      await app.bus.subscribe(subscription);
    }
    // after its feed is attached, so no change made during the load is missed
    await search.reload();
    search.start();
    sweeper.start();
    // uploads a stopped process never rendered (their flag is durable)
    await app.catalog.renditions.sweep();
  });
  app.addHook('preClose', async () => {
    sweeper.stop();
    search.stop();
    await app.catalog.renditions.stop();
  });
  return app;
}
