import type { ServiceName } from '../access/route-table';
import type { GatewayEnv } from '../env';

/** Where each prefix's service lives (DESIGN.md ports by default, overridable per environment). */
export function upstreamUrls(env: GatewayEnv): Record<ServiceName, string> {
  return {
    identity: env.IDENTITY_URL,
    catalog: env.CATALOG_URL,
    cart: env.CART_URL,
    order: env.ORDER_URL,
    promo: env.PROMO_URL,
    content: env.CONTENT_URL,
    audit: env.AUDIT_URL,
  };
}
