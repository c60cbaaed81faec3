import {
  authPlugin,
  createApp,
  infrastructurePlugin,
  serviceAuth,
  type AuthClaims,
  type TokenVerifier,
  type UpstreamTarget,
} from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { createCartClient } from './clients/cart-client';
import { createCatalogClient } from './clients/catalog-client';
import { createPromoClient } from './clients/promo-client';
import { ORDERS, type OrderDocument } from './domain/order-document';
import { PlacementAdmission } from './domain/placement-admission';
import { PlacementSweeper } from './domain/placement-sweeper';
import { Placings } from './domain/placings';
import { DEV_ORDER_TRACKING_SECRET, type OrderEnv } from './env';
import { orderIndexDeclarations, orderOutboxCollections, orderRetention } from './query-shapes';
import { StatusHistory } from './domain/status-history';
import { OrderTracking } from './domain/track-order';
import { TrackingThrottle } from './domain/tracking-throttle';
import { TrackingTokens } from './domain/tracking-token';
import { afterOrderRoutes } from './routes/after-order';
import { subscriptions } from './events/consumers/queues';
import { apiRoutes } from './routes';
import { seedTaxShipping } from './seed/tax-shipping';

export interface BuildAppOptions {
  /** Tests verify tokens with `testing.createTestTokens()` instead of identity's JWKS. */
  verifyToken?: TokenVerifier;
  /**
   * The token-version check (revoked tokens). By default the cache fed by identity; a test that brings its own
   * `verifyToken` (test tokens identity never issued) has none unless it passes one.
   */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
  /** Prepended to the durable queue names, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
  /** Fallback sweep of the outbox (1 s unless a test wants it faster). */
  outboxPollIntervalMs?: number;
  /** When an order is placed; tests place orders on other days (analytics counts them per Cairo day). */
  clock?: () => Date;
}

export async function buildApp(env: OrderEnv, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = createApp({ name: 'order', logLevel: env.LOG_LEVEL });
  await app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: orderIndexDeclarations,
    outboxCollections: orderOutboxCollections,
    outboxPollIntervalMs: options.outboxPollIntervalMs,
    retention: orderRetention,
  });
  await app.register(
    authPlugin,
    serviceAuth(app, {
      env,
      tokenVersionsQueue: `${options.queuePrefix ?? ''}${env.TOKEN_VERSIONS_QUEUE}`,
      verifyToken: options.verifyToken,
      isRevoked: options.isRevoked,
    }),
  );

  const upstream = (name: string, baseUrl: string): UpstreamTarget => ({
    name,
    baseUrl,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    unavailableMessage: 'We could not place your order right now. Please try again in a moment.',
  });
  // A placement makes three calls in a row; its lease outlives the slowest one that still succeeds.
  const leaseMs = 4 * env.UPSTREAM_TIMEOUT_MS;
  const orders = app.db.collection<OrderDocument>(ORDERS);
  const placings = new Placings(orders, { leaseMs, waitMs: leaseMs + 2000 });
  const catalog = createCatalogClient(upstream('catalog', env.CATALOG_URL));
  const promo = createPromoClient(upstream('promo', env.PROMO_URL));
  app.log.info(admissionLimits(env), 'placement admission limits of this replica');
  await app.register(apiRoutes, {
    prefix: '/api',
    cart: createCartClient(upstream('cart', env.CART_URL)),
    catalog,
    promo,
    placings,
    admission: new PlacementAdmission(admissionLimits(env)),
    releaseAgainAfterMs: env.UPSTREAM_TIMEOUT_MS,
    clock: options.clock ?? (() => new Date()),
  });
  // after the order (issue 32): status history, cancelling, guest tracking
  if (env.ORDER_TRACKING_SECRET === DEV_ORDER_TRACKING_SECRET) {
    app.log.warn(
      'ORDER_TRACKING_SECRET is the development default: set a secret of your own outside local use',
    );
  }
  const history = new StatusHistory(app.db);
  const tracking = new OrderTracking(
    orders,
    history,
    new TrackingTokens(env.ORDER_TRACKING_SECRET),
    new TrackingThrottle(app.db, {
      maxFailuresPerNumber: env.TRACKING_MAX_FAILURES_PER_NUMBER,
      windowSeconds: env.TRACKING_FAILURE_WINDOW_SECONDS,
    }),
  );
  await app.register(afterOrderRoutes, { prefix: '/api', history, tracking });
  const sweeper = new PlacementSweeper({
    orders,
    placings,
    catalog,
    promo,
    log: app.log,
    intervalMs: env.PLACEMENT_SWEEP_MS,
  });

  app.addHook('onReady', async () => {
    if (env.SEED_DEMO_DATA) await seedTaxShipping(app.db);
    const queue = (name: string) => `${options.queuePrefix ?? ''}${name}`;
    for (const subscription of subscriptions({ queue, log: app.log, orders, history })) {
      await app.bus.subscribe(subscription);
    }
    sweeper.start();
  });
  app.addHook('preClose', async () => sweeper.stop());
  return app;
}

/** This replica's share of the shop's placement limits (decision 031): the replicas share one database. */
function admissionLimits(env: OrderEnv) {
  const share = (total: number, min: number) => Math.max(min, Math.floor(total / env.SERVICE_REPLICAS));
  return {
    concurrency: share(env.PLACEMENT_CONCURRENCY, 1),
    queue: share(env.PLACEMENT_QUEUE, 0),
    maxWaitMs: env.PLACEMENT_MAX_WAIT_MS,
    retryAfterSeconds: env.PLACEMENT_RETRY_AFTER_SECONDS,
  };
}
