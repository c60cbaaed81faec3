import { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

/** Local use only (the order and notification services share it): the app warns when it runs with it. */
export const DEV_ORDER_TRACKING_SECRET = 'local-dev-order-tracking-secret-change-me';
export const orderEnvSchema = serviceEnvSchema('order', 4004, {
  ...serviceAuthEnvShape('order'),
  /** The services an order is placed with: items from the cart, prices and stock from the catalog, the promo. */
  CATALOG_URL: z.url().default('http://127.0.0.1:4002'),
  CART_URL: z.url().default('http://127.0.0.1:4003'),
  PROMO_URL: z.url().default('http://127.0.0.1:4005'),
  /** Longest wait for one call to another service before the placement fails with a 503. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * How often orders left in their Placing state are looked for (decision 026): one whose placement died is
   * abandoned once its lease (4 × UPSTREAM_TIMEOUT_MS) lapses, and what it took is given back.
   */
  PLACEMENT_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * Signs the orders' tracking links (issue 32); the notification service signs its e-mails' links with the same
   * secret. The default is for local use only: set one of your own (a Secret) anywhere else.
   */
  ORDER_TRACKING_SECRET: z.string().min(32).default(DEV_ORDER_TRACKING_SECRET),
  /** Failed tracking lookups of one order number per window, from every client together, before 429. */
  TRACKING_MAX_FAILURES_PER_NUMBER: z.coerce.number().int().min(1).default(10),
  TRACKING_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Admission control of POST /orders (decision 031): placements running at once and waiting for a turn, for
   * the whole shop. Each replica takes its share (÷ SERVICE_REPLICAS, at least 1), since the replicas write to
   * one database. Sized from bench/checkout-overload.mjs (decision 031: 8 at once completed no more orders than 2,
   * and made the accepted and the refused slower).
   */
  PLACEMENT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  PLACEMENT_QUEUE: z.coerce.number().int().min(0).max(10_000).default(4),
  /** Longest a placement waits for its turn before its 503: with the gateway's part, a refusal answers within 1 s
   * (800 ms let the slowest refusals reach 1.1–1.9 s on the loaded machine; 500 ms kept them under 0.8 s). */
  PLACEMENT_MAX_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  PLACEMENT_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(120).default(1),
  /** How many copies of this service run (the launcher sets it from --replicas; the manifests from replicas). */
  SERVICE_REPLICAS: z.coerce.number().int().min(1).max(100).default(1),
  /** Demo tax and shipping settings (21 cities, 14% VAT) written once into an empty database. */
  SEED_DEMO_DATA: z.stringbool().default(false),
});

export type OrderEnv = z.infer<typeof orderEnvSchema>;
