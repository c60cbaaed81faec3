import { randomUUID } from 'node:crypto';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { PROMO_REDEMPTIONS_PATH, PlaceOrderBody } from '@shop/contracts';
import { requestFingerprint } from '../src/domain/idempotency';
import type { PlacingDocument } from '../src/domain/order-document';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('placing an order with an Idempotency-Key', () => {
  // These tests show the retry taking a dead request's order over; a sweeper pass (every 200 ms in the harness)
  // landing first would abandon it instead, which is right too but not what they prove (placing.test.ts does).
  const service = orderTestBed({ env: { PLACEMENT_SWEEP_MS: '600000' } });
  const bodyWithCart = () => service.bodyWithCart({ price: 120, quantity: 2 });

  const ordersOf = (sessionId: string) => service.orders.countDocuments({ sessionId });

  it('when the same request is sent again with the same key, then the first order is answered again', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    const first = await service.placeOrder(body, { 'idempotency-key': key });
    const again = await service.placeOrder(body, { 'idempotency-key': key });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(body.sessionId)).toBe(1);
  });

  it('when 10 requests with one key arrive at once, then one order is placed and all 10 answer it', async () => {
    const body = bodyWithCart();
    const key = `ck_${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => service.placeOrder(body, { 'idempotency-key': key })),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json()._id)).size).toBe(1);
    expect(await ordersOf(body.sessionId)).toBe(1);
    await eventually(() =>
      expect(
        service.recorder.ofType('order.placed').filter((e) => e.data.sessionId === body.sessionId),
      ).toHaveLength(1),
    );
    expect(await service.orders.countDocuments({ sessionId: body.sessionId, placing: true })).toBe(0);
  });

  it('when the first attempt fails, then the same key can be retried and places the order', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    service.catalog.failWith = 503;
    try {
      expect((await service.placeOrder(body, { 'idempotency-key': key })).statusCode).toBe(503);
    } finally {
      service.catalog.failWith = undefined;
    }
    const retried = await service.placeOrder(body, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(body.sessionId)).toBe(1);
  });

  it('when 10 requests with one key fail at once, then none hangs, nothing is placed and a retry succeeds', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    service.catalog.failWith = 503;
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => service.placeOrder(body, { 'idempotency-key': key })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(503));
    } finally {
      service.catalog.failWith = undefined;
    }
    // nothing placed: what could not be given back while the catalog failed is left in its Placing state, for the
    // retry (which takes it over under its id) or the sweeper
    expect(await service.orders.countDocuments({ sessionId: body.sessionId, placing: { $ne: true } })).toBe(
      0,
    );
    expect((await service.placeOrder(body, { 'idempotency-key': key })).statusCode).toBe(201);
    expect(await ordersOf(body.sessionId)).toBe(1);
  });

  /** Numbers of the Placing orders put here, far above the counter's. */
  let placingNumber = 90_000;

  /** An order left in its Placing state under the key by another request (dead when its lease has lapsed). */
  async function putPlacing(
    body: { sessionId: string },
    key: string,
    fingerprint: string,
    leaseUntil: Date,
    orderId = new ObjectId(),
  ) {
    await service.db.collection<PlacingDocument>('orders').insertOne({
      _id: orderId,
      number: (placingNumber += 1),
      placing: true,
      placingLease: { owner: 'another-process', until: leaseUntil },
      sessionId: body.sessionId,
      userId: null,
      idempotencyKey: `${body.sessionId}:${key}`,
      requestFingerprint: fingerprint,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return orderId;
  }

  /** A cart ordered with a promo code of its own (10 %) under a new key: the body, the key and its claim's id. */
  function keyedOrderWithPromo(promoCode: string) {
    service.promo.put({
      promoId: new ObjectId().toHexString(),
      promoCode,
      discountType: 'percentage',
      discountValue: 10,
    });
    const body = { ...bodyWithCart(), promoCode };
    const key = randomUUID();
    const fingerprint = requestFingerprint(PlaceOrderBody.parse(body));
    return { body, key, fingerprint };
  }

  it('when the request that held the key died, then its Placing order is taken over and placed under its id', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    const dead = await putPlacing(
      body,
      key,
      requestFingerprint(PlaceOrderBody.parse(body)),
      new Date(Date.now() - 1),
    );
    const response = await service.placeOrder(body, { 'idempotency-key': key });
    expect(response.statusCode).toBe(201);
    expect(response.json()._id).toBe(dead.toHexString());
    expect(await ordersOf(body.sessionId)).toBe(1);
    expect(await service.orders.findOne({ _id: dead })).not.toHaveProperty('placing');
  });

  it('when the request that held the key died after the promo took the code, then the retry places the order under its id with that use', async () => {
    const { body, key, fingerprint } = keyedOrderWithPromo('REVIVE10');
    const deadAttempt = (await putPlacing(body, key, fingerprint, new Date(Date.now() - 1))).toHexString();
    // what the dead attempt did before it died: the promo service holds the code's one use for its order id
    const redeemed = await fetch(`${service.promo.url}${PROMO_REDEMPTIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        promoCode: 'REVIVE10',
        email: body.shippingInfo.email,
        subtotal: 240,
        orderId: deadAttempt,
      }),
    });
    expect(redeemed.status).toBe(201);

    const response = await service.placeOrder(body, { 'idempotency-key': key });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ _id: deadAttempt, promoCode: 'REVIVE10', discountAmount: 24 });
    expect(service.promo.releases).not.toContain(deadAttempt);
    expect(await ordersOf(body.sessionId)).toBe(1);
  });

  it('when a slow placement fails after its key was taken over, then it leaves the stock and the promo use to the request that took over', async () => {
    const { body, key } = keyedOrderWithPromo('TAKEN10');
    service.catalog.delayMs = 300;
    service.promo.failRedeemWith = 503;
    try {
      const slow = service.placeOrder(body, { 'idempotency-key': key });
      const placing = await eventually(async () => {
        const found = await service.orders.findOne({ sessionId: body.sessionId, placing: true });
        expect(found).not.toBeNull();
        return found!;
      });
      // its lease ran out meanwhile and another request took the key over, under the same order id
      await service.orders.updateOne(
        { _id: placing._id },
        { $set: { 'placingLease.owner': 'the-request-that-took-over' } },
      );
      // a release would be sent before the answer
      expect((await slow).statusCode).toBe(503);
      expect(service.promo.releases).not.toContain(placing._id.toHexString());
      expect(service.catalog.holds.get(placing._id.toHexString())?.held).toBe(true);
    } finally {
      service.catalog.delayMs = 0;
      service.promo.failRedeemWith = undefined;
    }
  });

  it('when the key is held for a different request, then 409 at once, without waiting for it', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    await putPlacing(body, key, 'fingerprint-of-another-request', new Date(Date.now() + 60_000));
    const started = Date.now();
    const response = await service.placeOrder(body, { 'idempotency-key': key });
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Date.now() - started).toBeLessThan(5000); // far below the 10 s a held key is waited for here
    expect(await ordersOf(body.sessionId)).toBe(1); // the other request's Placing order alone
  });

  it('when a key is reused for a different order, then 409 and the first order stays the only one', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    await service.placeOrder(body, { 'idempotency-key': key });
    const changed = { ...body, shippingInfo: buildShippingInfo({ city: 'Aswan' }) };
    const response = await service.placeOrder(changed, { 'idempotency-key': key });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await ordersOf(body.sessionId)).toBe(1);
  });

  it('when two sessions use the same key, then each gets its own order', async () => {
    const key = randomUUID();
    const a = await service.placeOrder(bodyWithCart(), { 'idempotency-key': key });
    const b = await service.placeOrder(bodyWithCart(), { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()._id).not.toBe(b.json()._id);
  });

  it('when no key is sent, then every request places its own order', async () => {
    const body = bodyWithCart();
    await service.placeOrder(body);
    await service.placeOrder(body);
    expect(await ordersOf(body.sessionId)).toBe(2);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key'])(
    'when the key is %p, then 400',
    async (key) => {
      const response = await service.placeOrder(bodyWithCart(), { 'idempotency-key': key });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );
});
