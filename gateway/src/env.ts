import { z } from 'zod';
import { amqpEnvSchema, baseEnvSchema, jwtEnvSchema, loadEnv, urlList } from '@shop/service-kit';

export { urlList };

/** One URL, or a comma-separated list of a service's replicas (the gateway balances across them). */
const urls = (port: number) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}`)
    .refine((value) => {
      const list = urlList(value);
      return list.length > 0 && list.every((entry) => URL.canParse(entry));
    }, 'expected a URL or a comma-separated list of URLs');
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const DEFAULT_FRONTEND_ORIGINS =
  'http://localhost:8080,http://127.0.0.1:8080,http://localhost:3001,http://localhost:3002,http://localhost:3003';

export const gatewayEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...jwtEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Prometheus metrics on a private port of their own (GET /metrics); 0 turns them off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  IDENTITY_URL: urls(4001),
  CATALOG_URL: urls(4002),
  CART_URL: urls(4003),
  ORDER_URL: urls(4004),
  PROMO_URL: urls(4005),
  CONTENT_URL: urls(4006),
  AUDIT_URL: urls(4007),
  ANALYTICS_URL: urls(4009),
  /** Pages allowed to call the API with the user's cookie (CORS and the cross-site request check). */
  FRONTEND_ORIGINS: z
    .string()
    .default(DEFAULT_FRONTEND_ORIGINS)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Proxies in front of the gateway whose X-Forwarded-For is believed (proxy-addr syntax), or 'false'. */
  TRUST_PROXY: z.string().default('false'),
  /** The built shell served at `/`; unset when a CDN serves it. */
  SHELL_DIST_DIR: z.string().optional(),
  /**
   * The storefront's render server (docs/decisions/020): each storefront page's head, first paint and status,
   * robots.txt, sitemap.xml, favicon and manifest. Unset: every page is the bare index.html.
   */
  STOREFRONT_RENDER_URL: z.url().optional(),
  /** A render slower than this is given up and the page is the bare index.html. */
  STOREFRONT_RENDER_TIMEOUT_MS: positive(1000),
  /** The OpenTelemetry switch: `true` leaves tracing (and its per-request context tracking) off. */
  OTEL_SDK_DISABLED: z.stringbool().default(false),
  UPSTREAM_TIMEOUT_MS: positive(30_000),
  UPSTREAM_CONNECTIONS: positive(64),
  /** How often each replica's /readyz is asked (only when a service has more than one replica). */
  UPSTREAM_HEALTH_INTERVAL_MS: positive(2000),
  /** Events keep the token-version cache current; an entry is re-checked with identity after this long anyway. */
  TOKEN_VERSION_TTL_SECONDS: positive(60),
  TOKEN_VERSIONS_QUEUE: z.string().min(1).default('gateway.token-versions'),
  /**
   * Where the rate limits count, shared by every replica (e.g. redis://127.0.0.1:6379); unset, each replica counts
   * in its own memory. While it does not answer, counting falls back to memory (security/rate-limit-store.ts).
   */
  RATE_LIMIT_REDIS_URL: z.url().optional(),
  /** The keys' prefix in that Redis, so two stacks sharing one count apart. */
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('shop:rate-limit:'),
  RATE_LIMIT_WINDOW_MS: positive(60_000),
  RATE_LIMIT_GLOBAL_MAX: positive(600),
  RATE_LIMIT_LOGIN_MAX: positive(10),
  RATE_LIMIT_SIGNUP_MAX: positive(5),
  RATE_LIMIT_PROMO_MAX: positive(20),
  RATE_LIMIT_ORDER_MAX: positive(10),
  RATE_LIMIT_REVIEW_MAX: positive(5),
  RATE_LIMIT_MESSAGE_MAX: positive(5),
  RATE_LIMIT_PASSWORD_MAX: positive(5),
  RATE_LIMIT_TRACK_MAX: positive(10),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return loadEnv(gatewayEnvSchema, source);
}

export function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
