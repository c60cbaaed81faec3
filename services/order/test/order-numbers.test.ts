import { randomUUID } from 'node:crypto';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { PlaceOrderBody } from '@shop/contracts';
import { requestFingerprint } from '../src/domain/idempotency';
import type { PlacingDocument } from '../src/domain/order-document';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

/** Issue 31 item 5: one order number, "#10001" on, unique across replicas and retries. */
describe('order numbers', () => {
  // the sweeper would race the takeover test for the dead request's order; placing.test.ts is about the sweeper
  const service = orderTestBed({ env: { PLACEMENT_SWEEP_MS: '600000' } });

  const bodyWithCart = () => service.bodyWithCart({ price: 90 });

  it('when the first order is placed, then it is number 10001 and order.placed carries it', async () => {
    const response = await service.placeOrder(bodyWithCart());
    expect(response.statusCode).toBe(201);
    expect(response.json().number).toBe(10001);
    const event = await eventually(() => {
      const found = service.recorder
        .ofType('order.placed')
        .find((e) => e.data.orderId === response.json()._id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(event.data.number).toBe(10001);
  });

  it('when 20 orders are placed at once, then they get 20 distinct numbers, each above every earlier one', async () => {
    const before = (await service.placeOrder(bodyWithCart())).json().number as number;
    const responses = await Promise.all(Array.from({ length: 20 }, () => service.placeOrder(bodyWithCart())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json().number as number);
    expect(new Set(numbers).size).toBe(20);
    expect(Math.min(...numbers)).toBeGreaterThan(before);
    // what the admin sees is what the shopper was told
    const listed = (await service.asAdmin('GET', '/api/orders')).json() as Array<{
      _id: string;
      number: number;
    }>;
    for (const response of responses) {
      expect(listed.find((order) => order._id === response.json()._id)?.number).toBe(response.json().number);
    }
    const after = (await service.placeOrder(bodyWithCart())).json().number as number;
    expect(after).toBeGreaterThan(Math.max(...numbers));
  });

  it('when an order is retried with its Idempotency-Key, then the retry answers the same number', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    const first = await service.placeOrder(body, { 'idempotency-key': key });
    const again = await service.placeOrder(body, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().number).toBe(first.json().number);
  });

  it('when the request that held the key died, then the retry that takes its order over keeps its number', async () => {
    const body = bodyWithCart();
    const key = randomUUID();
    const orderId = new ObjectId();
    await service.db.collection<PlacingDocument>('orders').insertOne({
      _id: orderId,
      number: 99_999,
      placing: true,
      placingLease: { owner: 'a-request-that-died', until: new Date(Date.now() - 1) },
      sessionId: body.sessionId,
      userId: null,
      idempotencyKey: `${body.sessionId}:${key}`,
      requestFingerprint: requestFingerprint(PlaceOrderBody.parse(body)),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const retried = await service.placeOrder(body, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ _id: orderId.toHexString(), number: 99_999 });
  });

  it('when a placement is refused, then its number is not reused (a gap) and the next order gets a higher one', async () => {
    const before = (await service.placeOrder(bodyWithCart())).json().number as number;
    const soldOut = service.bodyWithCart({ price: 90, stock: 0 });
    expect((await service.placeOrder(soldOut)).statusCode).toBe(409);
    const next = (await service.placeOrder(bodyWithCart())).json().number as number;
    expect(next).toBe(before + 2);
  });
});
