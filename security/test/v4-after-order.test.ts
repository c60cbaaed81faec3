import type { Account } from '../support/accounts';
import { Client } from '../support/http';
import { addToCart, buildShippingInfo } from '../support/shop-data';
import { expectNoEffect } from '../support/state';
import { useStack } from '../support/stack';
import { aliceBobAndAProduct } from '../support/two-customers';

/** Above what the first three tests send through the tracking routes (about 15); the last one runs into it. */
const TRACK_LIMIT = 20;

/**
 * Issue 32, ASVS 4.2.1 (no access to others' records), 2.2.1/11.1.4 (anti-automation) and 3.5.3 (tokens that
 * cannot be tampered with): cancelling and the status history are the owner's only; guest tracking answers one 404
 * for a wrong e-mail, a wrong phone and a missing order, limits guessing per client (the gateway) and per order
 * number (the order service), and its signed link cannot be edited into another order's.
 */
describe('V4 after the order', () => {
  const stack = useStack({ gatewayEnv: { RATE_LIMIT_TRACK_MAX: String(TRACK_LIMIT) } });
  let alice: Account;
  let bob: Account;
  let productId: string;

  async function place(client: Client, email: string, phone = '01001234567') {
    const sessionId = await addToCart(stack.gateway, productId);
    const placed = await client.post('/api/orders', {
      sessionId,
      shippingInfo: buildShippingInfo({ email, phone }),
    });
    if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${placed.text}`);
    return { id: placed.body._id as string, number: placed.body.number as number };
  }

  beforeAll(async () => {
    ({ alice, bob, productId } = await aliceBobAndAProduct(stack));
  }, 60_000);

  it("when a customer cancels or reads the history of someone else's order, then 404 as for a missing one, and nothing changes", async () => {
    const order = await place(alice.client, alice.email);
    const missing = '64b000000000000000000000';
    const direct = new Client(stack.urls.order).withBearer(bob.token);
    await expectNoEffect(stack, async () => {
      for (const client of [bob.client, direct]) {
        const cancel = await client.post(`/api/orders/mine/${order.id}/cancel`);
        const cancelMissing = await client.post(`/api/orders/mine/${missing}/cancel`);
        expect([cancel.status, cancel.text]).toEqual([404, cancelMissing.text]);
        const history = await client.get(`/api/orders/mine/${order.id}/history`);
        expect([history.status, history.text]).toEqual([
          404,
          (await client.get(`/api/orders/mine/${missing}/history`)).text,
        ]);
        expect((await client.get(`/api/orders/${order.id}/history`)).status).toBe(403);
      }
      expect((await stack.gateway.post(`/api/orders/mine/${order.id}/cancel`)).status).toBe(401);
    });
  }, 30_000);

  it('when a guest tries e-mails and phones for an order number, then every miss is the same 404 and the number is then locked, right details included', async () => {
    const order = await place(stack.gateway, 'guest.victim@example.com', '01112223334');
    const missing = await stack.gateway.post('/api/orders/track', {
      number: 99_999_999,
      email: 'guest.victim@example.com',
    });
    expect(missing.status).toBe(404);
    const misses = [];
    // from many addresses: X-Forwarded-For is not believed, and the per-number counter does not care anyway
    for (let i = 0; i < 10; i += 1) {
      const guess = i % 2 === 0 ? { email: `guess${i}@example.com` } : { phone: `0100000000${i}` };
      const answer = await stack.gateway.post(
        '/api/orders/track',
        { number: order.number, ...guess },
        {
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        },
      );
      misses.push([answer.status, answer.text]);
    }
    expect(new Set(misses.map((miss) => JSON.stringify(miss)))).toEqual(
      new Set([JSON.stringify([404, missing.text])]),
    );
    const right = await stack.gateway.post('/api/orders/track', {
      number: order.number,
      email: 'guest.victim@example.com',
    });
    expect(right.status).toBe(429);
    expect(right.text).not.toContain('guest.victim');
  });

  it('when a tracking link is edited to name another order, then 404 and that order is not cancelled', async () => {
    const mine = await place(stack.gateway, 'guest.mine@example.com');
    const theirs = await place(stack.gateway, 'guest.theirs@example.com');
    const opened = await stack.gateway.post('/api/orders/track', {
      number: mine.number,
      email: 'guest.mine@example.com',
    });
    const [head, , signature] = (opened.body.trackingToken as string).split('~');
    const edited = `${head}~${Buffer.from(JSON.stringify({ sub: theirs.id, aud: 'order-tracking', exp: 4_102_444_800 })).toString('base64url')}~${signature}`;
    await expectNoEffect(stack, async () => {
      expect((await stack.gateway.get(`/api/orders/track/${edited}`)).status).toBe(404);
      expect((await stack.gateway.post(`/api/orders/track/${edited}/cancel`)).status).toBe(404);
    });
  }, 30_000);

  it('when one client keeps asking the tracking routes, whatever X-Forwarded-For says, then the gateway answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TRACK_LIMIT; i += 1) {
      const answer = await stack.gateway.post(
        '/api/orders/track',
        { number: 10_001 + i, email: 'nobody@example.com' },
        {
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        },
      );
      statuses.push(answer.status);
      if (answer.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
  });
});
