import type { Account } from '../support/accounts';
import { addToCart, buildShippingInfo } from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';
import { aliceBobAndAProduct } from '../support/two-customers';

/**
 * Lists and writes of the back office that the public side never shows
 * (docs/architecture.md#requests-and-security: admin-only).
 */
const BACK_OFFICE: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/auth/users'],
  ['GET', '/api/orders'],
  ['DELETE', '/api/orders'],
  ['GET', '/api/promo'],
  ['DELETE', '/api/promo'],
  ['GET', '/api/messages'],
  ['GET', '/api/review'],
  ['DELETE', '/api/review'],
  ['GET', '/api/faqs'],
  ['GET', '/api/announcements'],
  ['GET', '/api/audit'],
  ['GET', '/api/analytics/sales?from=2026-01-01&to=2026-01-31'],
  ['POST', '/api/taxShipping', { defaultShippingValue: 0, shippingRates: [], taxes: [] }],
  ['PUT', '/api/config', { name: 'Owned' }],
  ['POST', '/api/categories', { title: 'Owned', description: 'x' }],
  ['DELETE', '/api/products'],
];

/**
 * ASVS 4.2.1 (no access to other users' records by changing an id), 4.1.3 (least privilege) and 4.1.5 (fail
 * closed): a customer reaches their own profile only, never another's or the admin's, and no back-office list
 * or write; no customer can list, read or change orders, their own included.
 */
describe('V4 access control', () => {
  const stack = useStack();
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let orderId: string;
  beforeAll(async () => {
    let productId: string;
    ({ admin, alice, bob, productId } = await aliceBobAndAProduct(stack));
    const sessionId = await addToCart(stack.gateway, productId);
    const placed = await alice.client.post('/api/orders', {
      sessionId,
      shippingInfo: buildShippingInfo({ email: alice.email }),
    });
    expect(placed.status).toBe(201);
    orderId = placed.body._id;
  }, 60_000);

  it("when a customer reads or edits another customer's or the admin's profile, then 403 and nothing changes", async () => {
    await expectNoEffect(stack, async () => {
      for (const victim of [bob.user._id, admin.user._id]) {
        const read = await alice.client.get(`/api/auth/users/${victim}`);
        const edit = await alice.client.put(`/api/auth/users/${victim}`, { first_name: 'Owned' });
        const remove = await alice.client.delete(`/api/auth/users/${victim}`);
        expect([read.status, edit.status, remove.status]).toEqual([403, 403, 403]);
        expect(read.text).not.toContain(victim === bob.user._id ? bob.email : admin.email);
      }
    });
    expect((await bob.client.get('/api/auth/me')).body.user.first_name).toBe('Bob');
  });

  it('when a customer asks for users by made-up or malformed ids, then nothing about anyone is revealed', async () => {
    for (const id of ['000000000000000000000000', 'ffffffffffffffffffffffff', 'me', '*', '../users']) {
      const answer = await alice.client.get(`/api/auth/users/${encodeURIComponent(id)}`);
      expect({ id, refused: [400, 403, 404].includes(answer.status), user: answer.body?.user }).toEqual({
        id,
        refused: true,
        user: undefined,
      });
    }
  });

  it('when a customer lists, reads, updates or deletes orders, their own included, then 403; anonymously 401', async () => {
    await expectNoEffect(stack, async () => {
      const calls: Array<[string, string, unknown?]> = [
        ['GET', '/api/orders'],
        ['GET', `/api/orders/${orderId}`],
        ['PUT', `/api/orders/${orderId}`, { status: 'Refunded' }],
        ['DELETE', `/api/orders/${orderId}`],
        ['DELETE', '/api/orders'],
      ];
      for (const [method, path, body] of calls) {
        const asOwner = await alice.client.request(method, path, body === undefined ? {} : { json: body });
        const asNobody = await stack.gateway.request(method, path, body === undefined ? {} : { json: body });
        expect([method, path, asOwner.status, asNobody.status]).toEqual([method, path, 403, 401]);
        expect(asOwner.text).not.toContain(alice.email);
      }
    });
  });

  it('when a customer calls any back-office list or write, then 403 (401 without a token) and nothing changes', async () => {
    const opened: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const [method, path, body] of BACK_OFFICE) {
        const options = body === undefined ? {} : { json: body };
        const asCustomer = await alice.client.request(method, path, options);
        const asCookie = await stack.gateway.withCookie(alice.token).request(method, path, options);
        const asNobody = await stack.gateway.request(method, path, options);
        if (asCustomer.status !== 403 || asCookie.status !== 403 || asNobody.status !== 401) {
          opened.push(`${method} ${path} → ${asCustomer.status}/${asCookie.status}/${asNobody.status}`);
        }
      }
    });
    expect(opened).toEqual([]);
  });

  it('when a path under /api is not in the route table, then 404 for everyone, the admin included', async () => {
    for (const path of [
      '/api/internal/promo/redemptions',
      '/api/auth/internal/token-state',
      '/api/admin',
      '/api/users',
      '/api/orders/export/all',
    ]) {
      expect([path, (await admin.client.get(path)).status]).toEqual([path, 404]);
    }
  });
});
