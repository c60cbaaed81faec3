import { routeTable, type RouteRule } from './route-table';

/** Every call of storefront §7 and admin §7, as the specs write them (paths under /api). */
const specCalls = [
  'GET /auth/me',
  'POST /auth/login',
  'POST /auth/signup',
  'POST /auth/logout',
  'GET /auth/users/{id}',
  'PUT /auth/users/{id}',
  'GET /cart',
  'POST /cart/add',
  'PUT /cart/update',
  'DELETE /cart/remove/{productId}',
  'GET /products',
  'GET /products/{id}',
  'GET /categories/',
  'GET /faqs/visible',
  'GET /review/visible',
  'POST /review',
  'GET /config',
  'GET /stats',
  'GET /social',
  'GET /announcements/visible',
  'GET /taxShipping',
  'POST /promo/validate',
  'POST /orders',
  'POST /messages',
  'PUT /config',
  'PUT /stats',
  'PUT /social',
  'GET /orders',
  'GET /orders/{id}',
  'PUT /orders/{id}',
  'DELETE /orders/{id}',
  'DELETE /orders',
  'POST /categories/',
  'PUT /categories/{id}',
  'DELETE /categories/{id}',
  'DELETE /categories/',
  'POST /products',
  'PUT /products/{id}',
  'DELETE /products/{id}',
  'DELETE /products',
  'GET /promo',
  'POST /promo',
  'PUT /promo/{id}',
  'DELETE /promo/{id}',
  'DELETE /promo',
  'POST /taxShipping',
  'PUT /taxShipping/{id}',
  'GET /announcements/',
  'POST /announcements/',
  'PUT /announcements/{id}',
  'DELETE /announcements/{id}',
  'DELETE /announcements/',
  'GET /messages',
  'PATCH /messages/{id}/status',
  'DELETE /messages/{id}',
  'GET /faqs/',
  'POST /faqs/',
  'PUT /faqs/{id}',
  'DELETE /faqs/{id}',
  'DELETE /faqs/',
  'GET /review',
  'PUT /review/{id}',
  'DELETE /review/{id}',
  'DELETE /review',
  'GET /auth/users',
  'DELETE /auth/users/{id}',
];

/** The spec's `{param}` → a sample value; a trailing slash is ignored like the gateway's router does. */
function concrete(call: string): { method: string; path: string } {
  const [method, path] = call.split(' ') as [string, string];
  return { method, path: `/api${path.replace(/\{[^}]+\}/g, '64b000000000000000000001').replace(/\/$/, '')}` };
}

function matches(rule: RouteRule, method: string, path: string): boolean {
  const pattern = rule.path.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.+');
  return rule.method === method && new RegExp(`^${pattern}$`).test(path);
}

describe('route table', () => {
  it.each(specCalls)('when the front end calls %s, then exactly one rule covers it', (call) => {
    const { method, path } = concrete(call);
    expect(routeTable.filter((rule) => matches(rule, method, path))).toHaveLength(1);
  });

  it('when the table is read, then no method and path appear twice', () => {
    const keys = routeTable.map((rule) => `${rule.method} ${rule.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when a list the public side does not show is asked, then it is admin-only', () => {
    const lists = [
      '/api/orders',
      '/api/auth/users',
      '/api/messages',
      '/api/promo',
      '/api/review',
      '/api/faqs',
      '/api/announcements',
      '/api/audit',
      '/api/analytics/sales',
    ];
    for (const path of lists)
      expect(routeTable.find((rule) => rule.method === 'GET' && rule.path === path)?.access).toBe('admin');
  });

  it('when a route writes, then it is admin-only unless it is one of the public forms or the own profile', () => {
    const publicWrites = routeTable
      .filter((rule) => rule.method !== 'GET' && rule.access !== 'admin')
      .map((r) => `${r.method} ${r.path}`);
    expect(publicWrites.sort()).toEqual(
      [
        'POST /api/auth/signup',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/password/forgot',
        'POST /api/auth/password/reset',
        'PUT /api/auth/users/:id',
        'POST /api/cart/add',
        'PUT /api/cart/update',
        'DELETE /api/cart/remove/:productId',
        'POST /api/orders',
        'POST /api/orders/mine/:id/cancel',
        'POST /api/orders/track',
        'POST /api/orders/track/:token/cancel',
        'POST /api/promo/validate',
        'POST /api/review',
        'POST /api/messages',
      ].sort(),
    );
  });

  it("when a customer reads their own orders, then the routes are for any signed-in user and take no one's id", () => {
    const mine = routeTable.filter((rule) => rule.path.startsWith('/api/orders/mine'));
    expect(mine.map((r) => `${r.method} ${r.path} ${r.access}`)).toEqual([
      'GET /api/orders/mine user',
      'GET /api/orders/mine/:id user',
      'GET /api/orders/mine/:id/history user',
      'POST /api/orders/mine/:id/cancel user',
    ]);
    expect(mine.every((rule) => rule.ownerParam === undefined)).toBe(true);
  });

  it('when the header search asks the catalog, then anyone may (issue 33)', () => {
    expect(routeTable.find((rule) => matches(rule, 'GET', '/api/search'))).toMatchObject({
      access: 'public',
      service: 'catalog',
    });
  });

  it('when the image route is read, then it is public', () => {
    expect(
      routeTable.find((rule) => matches(rule, 'GET', '/api/images/64b000000000000000000001'))?.access,
    ).toBe('public');
  });
});
