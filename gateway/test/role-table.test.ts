import { routeTable, type RouteRule } from '../src/access/route-table';
import { call, login, signup, startStack, type Stack } from './support/stack';

/**
 * Generated from the route table: every route × {anonymous, customer, admin}. Refusals must be the gateway's
 * 401/403; an allowed call must get past the gateway (identity answers for itself, the other services are down
 * in this test, so 502/503/504 or a 4xx of identity's own is fine, never 401/403).
 */
type Role = 'anonymous' | 'customer' | 'admin';
const ROLES: Role[] = ['anonymous', 'customer', 'admin'];
const OTHER_ID = '64b0000000000000000000aa';

function expectedRefusal(rule: RouteRule, role: Role, ownTarget: boolean): 401 | 403 | undefined {
  if (rule.access === 'public') return undefined;
  if (role === 'anonymous') return 401;
  if (role === 'admin' || rule.access === 'user') return undefined;
  if (rule.access === 'owner-or-admin' && ownTarget) return undefined;
  return 403;
}

function concretePath(rule: RouteRule, ownerId: string | undefined): string {
  return rule.path
    .replace(/:([A-Za-z]+)/g, (_match, name: string) =>
      name === rule.ownerParam && ownerId ? ownerId : OTHER_ID,
    )
    .replace(/\*$/, OTHER_ID);
}

describe('route → role table through the gateway', () => {
  let stack: Stack;
  const tokens: Partial<Record<Role, string>> = {};
  let customerId: string;

  beforeAll(async () => {
    stack = await startStack();
    tokens.admin = (await login(stack.gatewayUrl, 'admin@shop.test', 'Admin-Password-1')).token;
    const customer = await signup(stack.gatewayUrl);
    tokens.customer = customer.token;
    customerId = customer.user._id;
  });

  afterAll(() => stack.close());

  const cases = routeTable.flatMap((rule) =>
    ROLES.flatMap((role) => {
      const variants = rule.access === 'owner-or-admin' && role === 'customer' ? [true, false] : [false];
      return variants.map((ownTarget) => ({ rule, role, ownTarget }));
    }),
  );

  it.each(
    cases.map(
      (c) => [`${c.rule.method} ${c.rule.path}`, c.role, c.ownTarget ? '(own account)' : '', c] as const,
    ),
  )(
    'when %s is called as %s %s, then the gateway allows or refuses it as the table says',
    async (_route, role, _own, { rule, ownTarget }) => {
      // Logout would end the session the next cases use; any other write to identity is harmless here.
      if (rule.effect === 'logout' && role !== 'anonymous') return;
      const path = concretePath(rule, ownTarget ? customerId : undefined);
      const res = await call(stack.gatewayUrl, rule.method, path, {
        token: tokens[role],
        ...(rule.method === 'GET' || rule.method === 'DELETE' ? {} : { json: {} }),
      });
      const refusal = expectedRefusal(rule, role, ownTarget);
      if (refusal) {
        expect({ status: res.status, body: res.json() }).toEqual({
          status: refusal,
          body: { error: expect.any(String), code: refusal === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' },
        });
      } else {
        expect([401, 403]).not.toContain(res.status);
        if (rule.service !== 'identity') expect(res.status).toBe(503);
      }
    },
  );

  it('when a path under /api is not in the table, then 404 whoever asks', async () => {
    for (const [method, path] of [
      ['GET', '/api/internal/users/x/token-version'],
      ['GET', '/api/unknown'],
      ['POST', '/api/products/export'],
      ['PATCH', '/api/orders/64b0000000000000000000aa'],
    ] as const) {
      const res = await call(stack.gatewayUrl, method, path, { token: tokens.admin });
      expect(res.status).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call(stack.gatewayUrl, 'GET', `/internal/users/${customerId}/token-version`)).status).toBe(
      404,
    );
  });
});
