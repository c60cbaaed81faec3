import type { Account } from '../support/accounts';
import { claimsOf, tamperedToken, tokenSignedByAnotherKey, unsignedToken } from '../support/forgery';
import { Client } from '../support/http';
import { addToCart, buildShippingInfo } from '../support/shop-data';
import { useStack } from '../support/stack';
import { aliceBobAndAProduct } from '../support/two-customers';

/**
 * ASVS 4.2.1 (no access to others' records by changing an id) and 4.1.5 (fail closed) for "My orders" (issue 20):
 * a customer reads their own orders and nobody else's, whatever id, query or token they send; anonymous orders
 * belong to nobody, even when they carry a customer's e-mail.
 */
describe('V4 own orders', () => {
  const stack = useStack();
  let alice: Account;
  let bob: Account;
  const aliceOrders: string[] = [];
  let bobOrder: string;
  let anonymousWithAlicesEmail: string;

  async function place(client: Client, email: string, headers: Record<string, string> = {}) {
    const sessionId = await addToCart(stack.gateway, productId);
    const body = { sessionId, shippingInfo: buildShippingInfo({ email }) };
    const placed = await client.post('/api/orders', body, { headers });
    if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${placed.text}`);
    return { id: placed.body._id as string, body };
  }

  let productId: string;
  beforeAll(async () => {
    ({ alice, bob, productId } = await aliceBobAndAProduct(stack));
    aliceOrders.push((await place(alice.client, alice.email)).id);
    // the cookie, as the checkout page sends it
    aliceOrders.push((await place(stack.gateway.withCookie(alice.token), alice.email)).id);
    bobOrder = (await place(bob.client, bob.email)).id;
    anonymousWithAlicesEmail = (await place(stack.gateway, alice.email)).id;
  }, 60_000);

  it('when nobody is signed in, then the list and every detail answer 401, at the gateway and at the service', async () => {
    const direct = new Client(stack.urls.order);
    for (const client of [stack.gateway, direct]) {
      for (const path of [
        '/api/orders/mine',
        `/api/orders/mine/${aliceOrders[0]}`,
        `/api/orders/mine/${anonymousWithAlicesEmail}`,
      ]) {
        const answer = await client.get(path);
        expect([path, answer.status, answer.body?.code]).toEqual([path, 401, 'UNAUTHORIZED']);
        expect(answer.text).not.toContain(alice.email);
      }
    }
  });

  it('when a forged, unsigned or tampered token names a customer, then 401 and nothing of theirs', async () => {
    const publicJwk = (await stack.gateway.get('/api/auth/.well-known/jwks.json')).body.keys[0];
    const claims = claimsOf(alice.token);
    const forgeries = [
      await tokenSignedByAnotherKey(claims, publicJwk.kid),
      unsignedToken(claims),
      tamperedToken(bob.token, { sub: alice.user._id, email: alice.email }),
    ];
    for (const token of forgeries) {
      for (const client of [
        stack.gateway.withBearer(token),
        new Client(stack.urls.order).withBearer(token),
      ]) {
        const answer = await client.get('/api/orders/mine');
        expect(answer.status).toBe(401);
        expect(answer.text).not.toContain(aliceOrders[0]);
      }
    }
  });

  it("when a customer asks for another customer's order, then 404 exactly as for an order that does not exist", async () => {
    const missing = await alice.client.get('/api/orders/mine/000000000000000000000000');
    expect([missing.status, missing.body]).toEqual([404, { error: 'Order not found', code: 'NOT_FOUND' }]);
    for (const [asker, id] of [
      [alice, bobOrder],
      [bob, aliceOrders[0]!],
      [bob, aliceOrders[1]!],
      [alice, anonymousWithAlicesEmail],
    ] as const) {
      const answer = await asker.client.get(`/api/orders/mine/${id}`);
      expect([id, answer.status, answer.body]).toEqual([id, missing.status, missing.body]);
    }
  });

  it('when ids are malformed, patterns or operators, then 404 or 400 and no order in the answer', async () => {
    const ids = ['me', '*', '.*', '{"$gt":""}', '[$ne]=1', aliceOrders[0]!.toUpperCase().replace(/./, 'z')];
    for (const id of ids) {
      const answer = await bob.client.get(`/api/orders/mine/${encodeURIComponent(id)}`);
      expect({
        id,
        refused: [400, 404].includes(answer.status),
        orders: answer.text.includes('customerInfo'),
      }).toEqual({
        id,
        refused: true,
        orders: false,
      });
    }
    for (const query of ['userId=' + alice.user._id, 'page[$gt]=0', 'limit[$ne]=1', 'page=1&page=2']) {
      expect([query, (await bob.client.get(`/api/orders/mine?${query}`)).status]).toEqual([query, 400]);
    }
  });

  it('when a customer lists their orders, then only their own signed-in orders are there, never one with their e-mail placed anonymously', async () => {
    for (const client of [alice.client, stack.gateway.withCookie(alice.token)]) {
      const answer = await client.get('/api/orders/mine?limit=50');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.total).toBe(2);
      expect(answer.body.orders.map((order: { _id: string }) => order._id).sort()).toEqual(
        [...aliceOrders].sort(),
      );
      expect(answer.text).not.toContain(bob.email);
    }
    expect((await bob.client.get('/api/orders/mine')).body.orders.map((o: { _id: string }) => o._id)).toEqual(
      [bobOrder],
    );
  });

  it("when a customer replays another customer's Idempotency-Key with the same body, then 409 and not the order", async () => {
    const key = { 'idempotency-key': 'own-orders-replay-0001' };
    const original = await place(alice.client, alice.email, key);
    for (const client of [bob.client, stack.gateway]) {
      const replay = await client.post('/api/orders', original.body, { headers: key });
      expect(replay.status).toBe(409);
      expect(replay.text).not.toContain(original.id);
      expect(replay.text).not.toContain(alice.email);
    }
  });
});
