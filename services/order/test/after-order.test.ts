import { OrderHistoryResponse, TrackedOrder } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { SignJWT } from 'jose';
import { ObjectId } from 'mongodb';
import { orderEnvSchema } from '../src/env';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const SECRET = orderEnvSchema.parse({}).ORDER_TRACKING_SECRET;

/** After the order (issue 32) on the real database and broker: history, cancelling and guest tracking. */
describe('after the order', () => {
  const service = orderTestBed();
  const mona = new ObjectId().toHexString();
  const omar = new ObjectId().toHexString();
  const bearer = async (userId: string) => ({
    authorization: `Bearer ${await service.tokens.customer(userId)}`,
  });
  const as = async (userId: string, method: 'GET' | 'POST', url: string) =>
    service.app.inject({ method, url, headers: await bearer(userId) });
  const track = (payload: object) =>
    service.app.inject({ method: 'POST', url: '/api/orders/track', payload });

  async function place(userId?: string, shipping = {}): Promise<{ id: string; number: number }> {
    const order = await service.placed(
      { price: 120 },
      { shippingInfo: buildShippingInfo(shipping) },
      userId ? await bearer(userId) : {},
    );
    return { id: order._id, number: order.number! };
  }

  it('when an admin moves an order along, then its history lists each status with its time, oldest first, for the owner and the admin', async () => {
    const order = await place(mona);
    for (const status of ['Processing', 'Ready to Ship']) {
      expect((await service.asAdmin('PUT', `/api/orders/${order.id}`, { status })).statusCode).toBe(200);
    }
    await testing.eventually(async () => {
      const answer = await as(mona, 'GET', `/api/orders/mine/${order.id}/history`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const { history } = OrderHistoryResponse.parse(answer.json());
      expect(history.map((h) => h.status)).toEqual(['Incoming', 'Processing', 'Ready to Ship']);
      expect([...history].sort((a, b) => a.at.localeCompare(b.at))).toEqual(history);
      // recorded from the events, not only the order's last word
      expect(await service.db.collection('order_status_history').countDocuments({ orderId: order.id })).toBe(
        2,
      );
    });
    const admin = OrderHistoryResponse.parse(
      (await service.asAdmin('GET', `/api/orders/${order.id}/history`)).json(),
    );
    expect(admin.history.map((h) => h.status)).toEqual(['Incoming', 'Processing', 'Ready to Ship']);
    expect((await as(omar, 'GET', `/api/orders/mine/${order.id}/history`)).statusCode).toBe(404);
    expect((await as(mona, 'GET', `/api/orders/${order.id}/history`)).statusCode).toBe(403);
  });

  it('when a customer cancels their Incoming order, then it is Cancelled with order.status_changed, and again changes nothing', async () => {
    const order = await place(mona);
    const cancelled = await as(mona, 'POST', `/api/orders/mine/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ _id: order.id, status: 'Cancelled' });
    await testing.eventually(() =>
      expect(service.recorder.ofType('order.status_changed')).toContainEqual(
        expect.objectContaining({
          data: expect.objectContaining({
            orderId: order.id,
            from: 'Incoming',
            to: 'Cancelled',
            changedBy: mona,
          }),
        }),
      ),
    );
    const again = await as(mona, 'POST', `/api/orders/mine/${order.id}/cancel`);
    expect(again.statusCode).toBe(200);
    const events = service.recorder.ofType('order.status_changed').filter((e) => e.data.orderId === order.id);
    expect(events).toHaveLength(1);
  });

  it("when a customer cancels someone else's order, then 404 as for a missing one, and the order is untouched", async () => {
    const order = await place(omar);
    const answer = await as(mona, 'POST', `/api/orders/mine/${order.id}/cancel`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(
      (await as(mona, 'POST', `/api/orders/mine/${new ObjectId().toHexString()}/cancel`)).json(),
    );
    expect((await service.orders.findOne({ _id: new ObjectId(order.id) }))?.status).toBe('Incoming');
  });

  it('when the order has shipped, then cancelling answers 409 naming its status', async () => {
    const order = await place(mona);
    await service.asAdmin('PUT', `/api/orders/${order.id}`, { status: 'Out For Delivery' });
    const answer = await as(mona, 'POST', `/api/orders/mine/${order.id}/cancel`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'This order is Out For Delivery and can no longer be cancelled',
      code: 'ORDER_NOT_CANCELLABLE',
    });
  });

  it('when a guest tracks with the number and the e-mail or the phone, then the order shows without contact or address', async () => {
    const order = await place(undefined, { email: 'guest.one@example.com', phone: '01112223334' });
    for (const body of [
      { number: order.number, email: 'Guest.One@example.com' },
      { number: `#${order.number}`, phone: '+20 111 222 3334' },
    ]) {
      const answer = await track(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const tracked = TrackedOrder.parse(answer.json());
      expect(tracked).toMatchObject({
        _id: order.id,
        number: order.number,
        status: 'Incoming',
        canCancel: true,
      });
      expect(tracked.history).toEqual([expect.objectContaining({ status: 'Incoming' })]);
      expect(JSON.stringify(answer.json())).not.toMatch(/guest\.one|01112223334|Tahrir/);
    }
  });

  it('when the e-mail or phone is wrong or the number unknown, then the same 404 as a missing order', async () => {
    const order = await place(undefined, { email: 'guest.two@example.com' });
    const wrongEmail = await track({ number: order.number, email: 'someone@example.com' });
    const wrongPhone = await track({ number: order.number, phone: '01099999999' });
    const missing = await track({ number: 99_999_999, email: 'guest.two@example.com' });
    for (const answer of [wrongEmail, wrongPhone, missing]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(missing.body);
    }
  });

  it('when one number is guessed at over and over, then it answers 429 even for the right e-mail', async () => {
    const order = await place(undefined, { email: 'guest.three@example.com' });
    for (let i = 0; i < 10; i++)
      expect((await track({ number: order.number, email: `x${i}@example.com` })).statusCode).toBe(404);
    const right = await track({ number: order.number, email: 'guest.three@example.com' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('when the signed link opens the order, then it shows and cancels it; a tampered, foreign or expired token is 404', async () => {
    const order = await place(undefined, { email: 'guest.four@example.com' });
    const { trackingToken } = TrackedOrder.parse(
      (await track({ number: order.number, email: 'guest.four@example.com' })).json(),
    );
    const opened = await service.app.inject({ url: `/api/orders/track/${trackingToken}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ _id: order.id, canCancel: true });

    const key = new TextEncoder().encode(SECRET);
    const sign = (claims: { sub: string; aud: string; exp: number }, secret = key) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setAudience(claims.aud)
        .setExpirationTime(claims.exp)
        .sign(secret);
    const inAWhile = Math.floor(Date.now() / 1000) + 3600;
    const [head, , signature] = trackingToken.split('~');
    const otherOrder = Buffer.from(
      JSON.stringify({ sub: new ObjectId().toHexString(), aud: 'order-tracking', exp: inAWhile }),
    ).toString('base64url');
    for (const bad of [
      `${head}~${otherOrder}~${signature}`,
      await sign(
        { sub: order.id, aud: 'order-tracking', exp: inAWhile },
        new TextEncoder().encode('another-secret-of-at-least-32-chars!'),
      ),
      await sign({ sub: order.id, aud: 'order-tracking', exp: Math.floor(Date.now() / 1000) - 60 }),
      await sign({ sub: order.id, aud: 'something-else', exp: inAWhile }),
      'not-a-token',
    ]) {
      const answer = await service.app.inject({ url: `/api/orders/track/${bad}` });
      expect(answer.statusCode).toBe(404);
      expect(
        (await service.app.inject({ method: 'POST', url: `/api/orders/track/${bad}/cancel` })).statusCode,
      ).toBe(404);
    }

    const cancelled = await service.app.inject({
      method: 'POST',
      url: `/api/orders/track/${trackingToken}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect(cancelled.json().history.at(-1)).toMatchObject({ status: 'Cancelled' });
  });
});
