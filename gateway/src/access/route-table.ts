/**
 * THE route → role table: every call of both specs' §7 tables, the identity routes, and nothing else. The
 * gateway registers exactly these routes; any other path under /api answers 404 (deny by default). The role
 * test is generated from this table, so a route added here is tested without anyone remembering to.
 */

export type Access = 'public' | 'user' | 'owner-or-admin' | 'admin';
export type ServiceName = 'identity' | 'catalog' | 'cart' | 'order' | 'promo' | 'content' | 'audit' | 'analytics';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Stricter per-client limits than the global one (their sizes come from the env). */
export type RateLimitName = 'login' | 'signup' | 'promo' | 'order' | 'review' | 'message' | 'password' | 'track';
/** What a 200 from identity means for the gateway's token-version cache. */
export type SessionEffect = 'logout' | 'user-changed' | 'user-deleted';

export interface RouteRule {
  method: HttpMethod;
  /** Fastify pattern, forwarded unchanged (a trailing slash is ignored). */
  path: string;
  access: Access;
  service: ServiceName;
  /** owner-or-admin: the param holding the user id that the caller must be. */
  ownerParam?: string;
  rateLimit?: RateLimitName;
  /** Accepts multipart/form-data besides JSON (product image upload), with a larger body limit. */
  multipart?: boolean;
  effect?: SessionEffect;
}

const rule = (
  method: HttpMethod,
  path: string,
  access: Access,
  service: ServiceName,
  extra: Partial<RouteRule> = {},
): RouteRule => ({
  method,
  path,
  access,
  service,
  ...extra,
});

/** Write + delete-one + delete-all on a collection of the back office: every one admin-only. */
const adminWrites = (path: string, service: ServiceName): RouteRule[] => [
  rule('POST', path, 'admin', service),
  rule('PUT', `${path}/:id`, 'admin', service),
  rule('DELETE', `${path}/:id`, 'admin', service),
  rule('DELETE', path, 'admin', service),
];

export const routeTable: RouteRule[] = [
  // identity: accounts (storefront §7, admin §7 Users)
  rule('POST', '/api/auth/signup', 'public', 'identity', { rateLimit: 'signup' }),
  rule('POST', '/api/auth/login', 'public', 'identity', { rateLimit: 'login' }),
  // forgot / reset password (issue 32): identity limits them per e-mail address and per client too
  rule('POST', '/api/auth/password/forgot', 'public', 'identity', { rateLimit: 'password' }),
  rule('POST', '/api/auth/password/reset', 'public', 'identity', { rateLimit: 'password' }),
  rule('POST', '/api/auth/logout', 'public', 'identity', { effect: 'logout' }),
  rule('GET', '/api/auth/me', 'user', 'identity'),
  rule('GET', '/api/auth/.well-known/jwks.json', 'public', 'identity'),
  rule('GET', '/api/auth/users', 'admin', 'identity'),
  rule('GET', '/api/auth/users/:id', 'owner-or-admin', 'identity', { ownerParam: 'id' }),
  rule('PUT', '/api/auth/users/:id', 'owner-or-admin', 'identity', {
    ownerParam: 'id',
    effect: 'user-changed',
  }),
  rule('DELETE', '/api/auth/users/:id', 'admin', 'identity', { effect: 'user-deleted' }),

  // cart: an anonymous session's cart
  rule('GET', '/api/cart', 'public', 'cart'),
  rule('POST', '/api/cart/add', 'public', 'cart'),
  rule('PUT', '/api/cart/update', 'public', 'cart'),
  rule('DELETE', '/api/cart/remove/:productId', 'public', 'cart'),

  // catalog
  rule('GET', '/api/products', 'public', 'catalog'),
  rule('GET', '/api/products/:id', 'public', 'catalog'),
  rule('GET', '/api/products/:id/stock-history', 'admin', 'catalog'),
  rule('POST', '/api/products', 'admin', 'catalog', { multipart: true }),
  rule('PUT', '/api/products/:id', 'admin', 'catalog', { multipart: true }),
  rule('DELETE', '/api/products/:id', 'admin', 'catalog'),
  // a product's gallery (decision 032)
  rule('POST', '/api/products/:id/images', 'admin', 'catalog', { multipart: true }),
  rule('PUT', '/api/products/:id/images', 'admin', 'catalog'),
  rule('DELETE', '/api/products/:id/images/:imageId', 'admin', 'catalog'),
  rule('DELETE', '/api/products', 'admin', 'catalog'),
  rule('GET', '/api/categories', 'public', 'catalog'),
  ...adminWrites('/api/categories', 'catalog'),
  rule('GET', '/api/images/*', 'public', 'catalog'),
  rule('GET', '/api/search', 'public', 'catalog'),

  // order: checkout is public (a bearer token may come along); a signed-in customer reads their own orders
  // (the owner is the token's, never a path or query value); everything else is the back office
  rule('POST', '/api/orders', 'public', 'order', { rateLimit: 'order' }),
  rule('GET', '/api/orders/mine', 'user', 'order'),
  rule('GET', '/api/orders/mine/:id', 'user', 'order'),
  // after the order (issue 32): history, cancelling before it ships, guest tracking (limited per client here and
  // per order number in the order service)
  rule('GET', '/api/orders/mine/:id/history', 'user', 'order'),
  rule('POST', '/api/orders/mine/:id/cancel', 'user', 'order'),
  rule('GET', '/api/orders/:id/history', 'admin', 'order'),
  rule('POST', '/api/orders/track', 'public', 'order', { rateLimit: 'track' }),
  rule('GET', '/api/orders/track/:token', 'public', 'order', { rateLimit: 'track' }),
  rule('POST', '/api/orders/track/:token/cancel', 'public', 'order', { rateLimit: 'track' }),
  rule('GET', '/api/orders', 'admin', 'order'),
  rule('GET', '/api/orders/:id', 'admin', 'order'),
  rule('PUT', '/api/orders/:id', 'admin', 'order'),
  rule('DELETE', '/api/orders/:id', 'admin', 'order'),
  rule('DELETE', '/api/orders', 'admin', 'order'),
  rule('GET', '/api/taxShipping', 'public', 'order'),
  rule('POST', '/api/taxShipping', 'admin', 'order'),
  rule('PUT', '/api/taxShipping/:id', 'admin', 'order'),

  // promo: validation at checkout is public; the codes themselves are admin-only
  rule('POST', '/api/promo/validate', 'public', 'promo', { rateLimit: 'promo' }),
  rule('GET', '/api/promo', 'admin', 'promo'),
  ...adminWrites('/api/promo', 'promo'),

  // content: the public side reads what is visible; lists of everything are admin-only
  rule('GET', '/api/config', 'public', 'content'),
  rule('PUT', '/api/config', 'admin', 'content'),
  rule('GET', '/api/stats', 'public', 'content'),
  rule('PUT', '/api/stats', 'admin', 'content'),
  rule('GET', '/api/social', 'public', 'content'),
  rule('PUT', '/api/social', 'admin', 'content'),
  rule('GET', '/api/faqs/visible', 'public', 'content'),
  rule('GET', '/api/faqs', 'admin', 'content'),
  ...adminWrites('/api/faqs', 'content'),
  rule('GET', '/api/review/visible', 'public', 'content'),
  rule('POST', '/api/review', 'public', 'content', { rateLimit: 'review' }),
  rule('GET', '/api/review', 'admin', 'content'),
  rule('PUT', '/api/review/:id', 'admin', 'content'),
  rule('DELETE', '/api/review/:id', 'admin', 'content'),
  rule('DELETE', '/api/review', 'admin', 'content'),
  rule('GET', '/api/announcements/visible', 'public', 'content'),
  rule('GET', '/api/announcements', 'admin', 'content'),
  ...adminWrites('/api/announcements', 'content'),
  rule('POST', '/api/messages', 'public', 'content', { rateLimit: 'message' }),
  rule('GET', '/api/messages', 'admin', 'content'),
  rule('PATCH', '/api/messages/:id/status', 'admin', 'content'),
  rule('DELETE', '/api/messages/:id', 'admin', 'content'),

  // audit: the append-only log of admin writes; it has no write route at all
  rule('GET', '/api/audit', 'admin', 'audit'),

  // analytics: the sales figures of the back office (its own read model of the order events)
  rule('GET', '/api/analytics/sales', 'admin', 'analytics'),
];
