import { testing } from '@shop/service-kit';
import type { JWK } from 'jose';
import { adminAndCustomer, logIn, signUp, type Account } from '../support/accounts';
import {
  claimsOf,
  tamperedToken,
  tokenSignedByAnotherKey,
  tokenSignedByIdentity,
  tokenWithEmbeddedKey,
  tokensSignedWithThePublicKey,
  unsignedToken,
  type Claims,
} from '../support/forgery';
import { Client } from '../support/http';
import { buildShippingInfo, cartReadyToOrder, createProduct, createPromo } from '../support/shop-data';
import { useStack, type ServiceName } from '../support/stack';
import { expectNoEffect } from '../support/state';

/** Admin routes of every service, reads and writes (the deletes would empty the shop if a forgery got in). */
const ADMIN_CALLS: Array<[method: string, path: string, service: ServiceName, body?: unknown]> = [
  ['GET', '/api/auth/users', 'identity'],
  ['GET', '/api/orders', 'order'],
  ['DELETE', '/api/orders', 'order'],
  ['GET', '/api/promo', 'promo'],
  [
    'POST',
    '/api/promo',
    'promo',
    {
      promo_code: 'FORGED100',
      start_date: '2026-01-01',
      expiration_date: '2030-01-01',
      discountType: 'percentage',
      discountValue: 100,
    },
  ],
  ['DELETE', '/api/products', 'catalog'],
  ['GET', '/api/messages', 'content'],
  ['PUT', '/api/config', 'content', { name: 'Owned' }],
];

/**
 * ASVS 3.5.3 (stateless tokens protected against tampering, null cipher and key substitution), 3.3.1 (logout
 * ends the session), 4.1.1 (the services enforce it too) and 3.4.2 / 3.4.3 (cookie attributes): only tokens
 * identity signed, unexpired and current, open admin routes.
 */
describe('V3 session tokens', () => {
  const stack = useStack();
  let admin: Account;
  let customer: Account;
  let adminClaims: Claims;
  let publicJwk: JWK;
  let forgeries: Array<[kind: string, token: string]>;
  beforeAll(async () => {
    ({ admin, customer } = await adminAndCustomer(stack));
    adminClaims = claimsOf(admin.token);
    publicJwk = (await stack.gateway.get('/api/auth/.well-known/jwks.json')).body.keys[0];
    await createProduct(admin.client);
    await createPromo(admin.client);
    const now = Math.floor(Date.now() / 1000);
    forgeries = [
      ['alg none', unsignedToken(adminClaims)],
      ['another key under the real kid', await tokenSignedByAnotherKey(adminClaims, publicJwk.kid!)],
      ['embedded jwk', await tokenWithEmbeddedKey(adminClaims)],
      ...(await tokensSignedWithThePublicKey(adminClaims, publicJwk)).map((token, i): [string, string] => [
        `HS256 with the public key #${i + 1}`,
        token,
      ]),
      ['customer token edited to admin', tamperedToken(customer.token, { adm: true })],
      [
        'customer token edited to the admin id',
        tamperedToken(customer.token, { sub: adminClaims.sub, adm: true }),
      ],
      ['expired, real key', await tokenSignedByIdentity(stack, adminClaims, { exp: now - 60 })],
      ['another issuer, real key', await tokenSignedByIdentity(stack, adminClaims, { iss: 'evil-identity' })],
      ['another audience, real key', await tokenSignedByIdentity(stack, adminClaims, { aud: 'another-app' })],
      ['garbage', 'not.a.token'],
    ];
  });

  it('when a real admin token is used, then the admin routes answer (so the refusals below are about the token)', async () => {
    expect((await admin.client.get('/api/orders')).status).toBe(200);
    expect((await stack.gateway.withCookie(admin.token).get('/api/auth/users')).status).toBe(200);
  });

  it('when a forged, tampered, expired or foreign token calls an admin route, by bearer or cookie, then 401 and nothing changes', async () => {
    const letIn: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const [kind, token] of forgeries) {
        for (const caller of [stack.gateway.withBearer(token), stack.gateway.withCookie(token)]) {
          for (const [method, path, , body] of ADMIN_CALLS) {
            const answer = await caller.request(method, path, body === undefined ? {} : { json: body });
            if (answer.status !== 401 || answer.body.code !== 'UNAUTHORIZED')
              letIn.push(`${kind}: ${method} ${path} → ${answer.status}`);
          }
        }
      }
    });
    expect(letIn).toEqual([]);
  });

  it('when the forgeries go straight to each service, past the gateway, then each service refuses them itself', async () => {
    const letIn: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const [kind, token] of forgeries) {
        for (const [method, path, service, body] of ADMIN_CALLS) {
          const direct = new Client(stack.urls[service]).withBearer(token);
          const answer = await direct.request(method, path, body === undefined ? {} : { json: body });
          if (answer.status !== 401) letIn.push(`${kind}: ${service} ${method} ${path} → ${answer.status}`);
        }
      }
    });
    expect(letIn).toEqual([]);
  });

  it("when a checkout carries a forged token with a shopper's id, then the order is not theirs", async () => {
    const { sessionId } = await cartReadyToOrder(admin.client, stack.gateway);
    const forged = await tokenSignedByAnotherKey(claimsOf(customer.token), publicJwk.kid!);
    const placed = await stack.gateway
      .withBearer(forged)
      .post('/api/orders', { sessionId, shippingInfo: buildShippingInfo() });
    expect(placed.status).toBe(201);
    expect(placed.body.userId).toBeNull();
  });

  it('when a user logs out, then the token they held is refused at once', async () => {
    const leaving = await signUp(stack);
    expect((await leaving.client.get('/api/auth/me')).status).toBe(200);
    expect((await stack.gateway.withCookie(leaving.token).post('/api/auth/logout', {})).status).toBe(200);
    expect((await leaving.client.get('/api/auth/me')).status).toBe(401);
    expect((await stack.gateway.withCookie(leaving.token).get('/api/auth/me')).status).toBe(401);
  });

  it('when an admin is demoted, then their admin token stops opening admin routes at once', async () => {
    const deputy = await signUp(stack);
    expect((await admin.client.put(`/api/auth/users/${deputy.user._id}`, { is_admin: true })).status).toBe(
      200,
    );
    const promoted = await logIn(stack, deputy.email, deputy.password);
    expect((await promoted.client.get('/api/orders')).status).toBe(200);
    expect((await admin.client.put(`/api/auth/users/${deputy.user._id}`, { is_admin: false })).status).toBe(
      200,
    );
    expect((await promoted.client.get('/api/orders')).status).toBe(401);
  });

  it('when a revoked token reaches catalog/order/promo/content directly, then 401/403', async () => {
    // catalog has no admin-only read: deleting a product that does not exist answers 404 to an admin
    const missingProduct = `/api/products/${'0'.repeat(24)}`;
    const adminCalls: Array<[ServiceName, 'get' | 'delete', string, number]> = [
      ['identity', 'get', '/api/auth/users', 200],
      ['catalog', 'delete', missingProduct, 404],
      ['order', 'get', '/api/orders', 200],
      ['promo', 'get', '/api/promo', 200],
      ['content', 'get', '/api/messages', 200],
    ];
    const adminReads = adminCalls.map(([service, , , open]) => [service, open] as const);
    const statuses = async (token: string) => {
      const answers: Array<[ServiceName, number]> = [];
      for (const [service, method, path] of adminCalls) {
        const client = new Client(stack.urls[service]).withBearer(token);
        answers.push([
          service,
          (method === 'get' ? await client.get(path) : await client.delete(path)).status,
        ]);
      }
      return answers;
    };
    const deputy = await signUp(stack);
    expect((await admin.client.put(`/api/auth/users/${deputy.user._id}`, { is_admin: true })).status).toBe(
      200,
    );
    const promoted = await logIn(stack, deputy.email, deputy.password);
    // the services learnt the promotion's version (event or identity): the token opens them all
    expect(await statuses(promoted.token)).toEqual(adminReads);

    expect((await admin.client.put(`/api/auth/users/${deputy.user._id}`, { is_admin: false })).status).toBe(
      200,
    );
    // identity refuses at once; each service as soon as identity's user.updated reaches it (milliseconds)
    await testing.eventually(async () => {
      const stillOpen = (await statuses(promoted.token)).filter(
        ([, status]) => status !== 401 && status !== 403,
      );
      expect(stillOpen).toEqual([]);
    }, 5000);

    const leaving = await logIn(stack, deputy.email, deputy.password);
    await stack.gateway.withCookie(leaving.token).post('/api/auth/logout', {});
    const afterLogout = await new Client(stack.urls.order).withBearer(leaving.token).get('/api/orders');
    expect([401, 403]).toContain(afterLogout.status);
  });

  it('when identity sets the auth cookie, then it is HttpOnly, SameSite=Lax and site-wide', async () => {
    const answer = await stack.gateway.post('/api/auth/login', {
      email: admin.email,
      password: admin.password,
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('authToken='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(answer.text).not.toContain(cookie.split(';')[0]!.slice('authToken='.length));
  });
});
