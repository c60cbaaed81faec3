import { readRepoFile, repoFileExists } from './repo';

/**
 * The environment variables the apps read (the launcher's set, infra/scripts/lib/stack.mjs, plus the
 * few that one app documents in its env schema). Deployment files may set only these: a misspelt
 * name would be ignored silently by the app and fall back to a local default.
 */
export const knownAppEnv = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'MONGO_URL',
  'AMQP_URL',
  'EVENTS_EXCHANGE',
  'SEED_DEMO_DATA',
  'LOG_LEVEL',
  'JWKS_URL',
  'IDENTITY_URL',
  'CATALOG_URL',
  'CART_URL',
  'ORDER_URL',
  'PROMO_URL',
  'CONTENT_URL',
  'AUDIT_URL',
  'ANALYTICS_URL',
  'FRONTEND_ORIGINS',
  'SHELL_DIST_DIR',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'KEY_ENCRYPTION_SECRET',
  'COOKIE_SECURE',
  // identity: which proxies' X-Forwarded-For to believe (services/identity/src/env.ts)
  'TRUST_PROXY',
  // notification: where the order e-mails go and whom they are from (services/notification/src/env.ts)
  'SMTP_URL',
  'MAIL_FROM',
  // order and notification: the orders' tracking links (decision 028)
  'ORDER_TRACKING_SECRET',
  // order: how many replicas share the placement admission limit (services/order/src/env.ts, decision 031)
  'SERVICE_REPLICAS',
  // the shell's nginx: where /api/ and the storefront's pages go (infra/docker/nginx-shell.conf.template)
  'GATEWAY_URL',
  // gateway: the storefront's render server it asks for pages, and how long it waits (gateway/src/env.ts)
  'STOREFRONT_RENDER_URL',
  'STOREFRONT_RENDER_TIMEOUT_MS',
  // gateway: where every replica counts the rate limits (gateway/src/env.ts)
  'RATE_LIMIT_REDIS_URL',
  // the storefront's render server: the shop's public origin and its read cache (mf-storefront/first-paint/src/env.ts)
  'SHOP_PUBLIC_ORIGIN',
  'CACHE_TTL_MS',
  'READ_TIMEOUT_MS',
  // ... and how large a product photo it paints with the HTML (decision 034)
  'INLINE_PHOTO_MAX_BYTES',
]);

/** Service-to-service URL variables and the app each must point at. */
export const serviceUrlEnv: Record<string, string> = {
  IDENTITY_URL: 'identity',
  CATALOG_URL: 'catalog',
  CART_URL: 'cart',
  ORDER_URL: 'order',
  PROMO_URL: 'promo',
  CONTENT_URL: 'content',
  AUDIT_URL: 'audit',
  ANALYTICS_URL: 'analytics',
  JWKS_URL: 'identity',
  GATEWAY_URL: 'gateway',
  STOREFRONT_RENDER_URL: 'storefront-render',
};

/**
 * The variables an app's `.env.example` names, set or commented out (`# OTEL_EXPORTER_OTLP_ENDPOINT=...`): what
 * the app documents that it reads. Empty when the app has no `.env.example`.
 */
export function documentedEnv(dir: string): Set<string> {
  const file = `${dir}/.env.example`;
  if (!repoFileExists(file)) return new Set();
  return new Set(
    readRepoFile(file)
      .split('\n')
      .flatMap((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []),
  );
}
