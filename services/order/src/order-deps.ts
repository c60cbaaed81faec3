import type { ServiceContext, UpstreamTarget } from '@shop/service-kit';
import { createCartClient } from './clients/cart-client';
import { createCatalogClient } from './clients/catalog-client';
import { createPromoClient } from './clients/promo-client';
import { ORDERS, type OrderDocument } from './domain/order-document';
import { PlacementAdmission } from './domain/placement-admission';
import { PlacementSweeper } from './domain/placement-sweeper';
import { Placings } from './domain/placings';
import { StatusHistory } from './domain/status-history';
import { OrderTracking } from './domain/track-order';
import { TrackingThrottle } from './domain/tracking-throttle';
import { TrackingTokens } from './domain/tracking-token';
import type { OrderEnv } from './env';

/** The order service's clients, placement (admission, placings, sweeper) and after-order objects. */
export function orderDeps({ db, env, log, clock }: ServiceContext<OrderEnv>) {
  const upstream = (name: string, baseUrl: string): UpstreamTarget => ({
    name,
    baseUrl,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    unavailableMessage: 'We could not place your order right now. Please try again in a moment.',
  });
  // A placement makes three calls in a row; its lease outlives the slowest one that still succeeds.
  const leaseMs = 4 * env.UPSTREAM_TIMEOUT_MS;
  const orders = db.collection<OrderDocument>(ORDERS);
  const placings = new Placings(orders, { leaseMs, waitMs: leaseMs + 2000 });
  const catalog = createCatalogClient(upstream('catalog', env.CATALOG_URL));
  const promo = createPromoClient(upstream('promo', env.PROMO_URL));
  const limits = admissionLimits(env);
  log.info(limits, 'placement admission limits of this replica');
  const history = new StatusHistory(db);
  const tracking = new OrderTracking(
    orders,
    history,
    new TrackingTokens(env.ORDER_TRACKING_SECRET),
    new TrackingThrottle(db, {
      maxFailuresPerNumber: env.TRACKING_MAX_FAILURES_PER_NUMBER,
      windowSeconds: env.TRACKING_FAILURE_WINDOW_SECONDS,
    }),
  );
  return {
    orders,
    history,
    tracking,
    placement: {
      cart: createCartClient(upstream('cart', env.CART_URL)),
      catalog,
      promo,
      placings,
      admission: new PlacementAdmission(limits),
      releaseAgainAfterMs: env.UPSTREAM_TIMEOUT_MS,
      clock,
    },
    sweeper: new PlacementSweeper({
      orders,
      placings,
      catalog,
      promo,
      log,
      intervalMs: env.PLACEMENT_SWEEP_MS,
    }),
  };
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
