import type { FastifyBaseLogger } from 'fastify';
import type { ServiceName } from '../access/route-table';
import { urlList, type GatewayEnv } from '../env';
import { ReplicaPool } from './replica-pool';

/**
 * Where each prefix's service lives (by default the ports of docs/architecture.md#ports, overridable per
 * environment).
 */
export function upstreamUrls(env: GatewayEnv): Record<ServiceName, string> {
  return {
    identity: env.IDENTITY_URL,
    catalog: env.CATALOG_URL,
    cart: env.CART_URL,
    order: env.ORDER_URL,
    promo: env.PROMO_URL,
    content: env.CONTENT_URL,
    audit: env.AUDIT_URL,
    analytics: env.ANALYTICS_URL,
  };
}

/** One replica pool per service, destroyed with the app. */
export function createUpstreams(
  env: GatewayEnv,
  log: FastifyBaseLogger,
): Readonly<Record<ServiceName, ReplicaPool>> {
  const urls = upstreamUrls(env);
  const upstreams = {} as Record<ServiceName, ReplicaPool>;
  for (const service of Object.keys(urls) as ServiceName[]) {
    upstreams[service] = new ReplicaPool(urlList(urls[service]), {
      connections: env.UPSTREAM_CONNECTIONS,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      healthIntervalMs: env.UPSTREAM_HEALTH_INTERVAL_MS,
      onStateChange: (url, up) =>
        up
          ? log.info({ service, url }, 'upstream replica is back')
          : log.warn({ service, url }, 'upstream replica marked down'),
    });
  }
  return upstreams;
}
