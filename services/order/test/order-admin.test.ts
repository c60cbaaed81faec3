import { ORDER_STATUSES, OrderListResponse } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('managing orders', () => {
  const service = orderTestBed();
  const promoId = new ObjectId().toHexString();
  beforeAll(() =>
    service.promo.put({ promoId, promoCode: 'SAVE20', discountType: 'amount', discountValue: 20 }),
  );
  beforeEach(() => service.orders.deleteMany({}));

  async function placeOrder(options: { promoCode?: string; email?: string } = {}): Promise<string> {
    const shippingInfo = buildShippingInfo({
      email: options.email ?? `${new ObjectId().toHexString()}@example.com`,
    });
    return (await service.placed({ price: 100 }, { shippingInfo, promoCode: options.promoCode }))._id;
  }

  describe('reading', () => {
    it('when an admin lists orders, then they come newest first without the outbox bookkeeping', async () => {
      const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
      const response = await service.asAdmin('GET', '/api/orders');
      expect(response.statusCode).toBe(200);
      const orders = OrderListResponse.parse(response.json());
      expect(orders.map((order) => order._id)).toEqual([...ids].reverse());
      for (const order of response.json()) {
        expect(Object.keys(order)).not.toEqual(expect.arrayContaining(['pendingEvents']));
        expect(order).not.toHaveProperty('hasPendingEvents');
        expect(order).not.toHaveProperty('idempotencyKey');
        expect(order).not.toHaveProperty('promo');
      }
    });

    it('when the id is malformed, then 400; when no order has it, then 404', async () => {
      const malformed = await service.asAdmin('GET', '/api/orders/12345');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION_ERROR');
      const unknown = await service.asAdmin('GET', `/api/orders/${new ObjectId().toHexString()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    });

    it.each([
      ['GET', '/api/orders'],
      ['GET', '/api/orders/64b0000000000000000000aa'],
      ['PUT', '/api/orders/64b0000000000000000000aa'],
      ['DELETE', '/api/orders/64b0000000000000000000aa'],
      ['DELETE', '/api/orders'],
    ] as const)('when %s %s is called without admin rights, then 401 or 403', async (method, url) => {
      const anonymous = await service.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { status: 'Processing' } : undefined,
      });
      expect(anonymous.statusCode).toBe(401);
      const customer = await service.tokens.customer();
      const asCustomer = await service.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${customer}` },
        payload: method === 'PUT' ? { status: 'Processing' } : undefined,
      });
      expect(asCustomer.statusCode).toBe(403);
    });
  });

  describe('changing the status', () => {
    it('when an admin walks an order through every status, then each change is stored and published', async () => {
      const id = await placeOrder();
      const walk = [...ORDER_STATUSES.slice(1), 'Incoming'];
      // Back to back, while the outbox is still publishing the previous changes: none may be lost.
      for (const status of walk) {
        const response = await service.asAdmin('PUT', `/api/orders/${id}`, { status });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ _id: id, status });
      }
      expect((await service.asAdmin('GET', `/api/orders/${id}`)).json().status).toBe('Incoming');
      await eventually(() =>
        expect(
          service.recorder
            .ofType('order.status_changed')
            .filter((e) => e.data.orderId === id)
            .map((e) => e.data),
        ).toEqual(
          walk.map((to, i) => ({
            orderId: id,
            from: i === 0 ? 'Incoming' : walk[i - 1],
            to,
            changedBy: '64b000000000000000000001',
            promo: null,
            revision: i + 2,
          })),
        ),
      );
    });

    it('when the order holds a promo, then the change names the promo and email so promo can release it', async () => {
      const email = `${new ObjectId().toHexString()}@example.com`;
      const id = await placeOrder({ promoCode: 'SAVE20', email });
      await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Cancelled' });
      await eventually(() =>
        expect(
          service.recorder.ofType('order.status_changed').find((e) => e.data.orderId === id)?.data,
        ).toMatchObject({
          to: 'Cancelled',
          promo: { promoId, email },
        }),
      );
    });

    it('when a revival took the units but the catalog answer was lost, then the order skips past that revision and publishes order.revised', async () => {
      const id = await placeOrder();
      expect((await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Cancelled' })).statusCode).toBe(
        200,
      );
      service.catalog.loseHoldChangeAnswers = true;
      try {
        const revival = await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Processing' });
        expect(revival.statusCode).toBe(503);
      } finally {
        service.catalog.loseHoldChangeAnswers = false;
      }
      const stored = await service.orders.findOne({ _id: new ObjectId(id) });
      // placed at 1, cancelled at 2; the catalog was told 3 for the revival that did not happen; 4 is the truth
      expect(stored).toMatchObject({ status: 'Cancelled', revision: 4 });
      await eventually(() =>
        expect(service.recorder.ofType('order.revised').map((e) => e.data)).toContainEqual({
          orderId: id,
          status: 'Cancelled',
          revision: 4,
        }),
      );
      const next = await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Refunded' });
      expect(next.statusCode).toBe(200);
      await eventually(() =>
        expect(
          service.recorder
            .ofType('order.status_changed')
            .find((e) => e.data.orderId === id && e.data.to === 'Refunded')?.data.revision,
        ).toBe(5),
      );
    });

    it('when the status is set to the one it has, then nothing is published', async () => {
      const id = await placeOrder();
      const response = await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'Incoming' });
      expect(response.statusCode).toBe(200);
      await service.asAdmin('PUT', `/api/orders/${id}`, { status: 'On Hold' });
      await eventually(() =>
        expect(
          service.recorder.ofType('order.status_changed').filter((e) => e.data.orderId === id),
        ).toHaveLength(1),
      );
      expect(
        service.recorder.ofType('order.status_changed').find((e) => e.data.orderId === id)?.data.to,
      ).toBe('On Hold');
    });

    it.each([
      ['an unknown status', { status: 'Shipped' }],
      ['a status in other letter case', { status: 'incoming' }],
      ['no status', {}],
      ['other fields', { status: 'Processing', totalAmount: 1 }],
      ['a MongoDB operator', { status: { $ne: 'Incoming' } }],
    ])('when the body has %s, then 400 and the order is unchanged', async (_case, body) => {
      const id = await placeOrder();
      const response = await service.asAdmin('PUT', `/api/orders/${id}`, body);
      expect(response.statusCode).toBe(400);
      expect((await service.asAdmin('GET', `/api/orders/${id}`)).json().status).toBe('Incoming');
    });

    it('when the order does not exist, then 404', async () => {
      const response = await service.asAdmin('PUT', `/api/orders/${new ObjectId().toHexString()}`, {
        status: 'Processing',
      });
      expect(response.statusCode).toBe(404);
    });

    it('when 5 admins change one order at once, then each published change starts where the previous ended', async () => {
      const id = await placeOrder();
      const targets = ['Processing', 'On Hold', 'Refunded', 'Archived', 'Cancelled'];
      const responses = await Promise.all(
        targets.map((status) => service.asAdmin('PUT', `/api/orders/${id}`, { status })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      const final = (await service.asAdmin('GET', `/api/orders/${id}`)).json().status;
      await eventually(() => {
        const changes = service.recorder.ofType('order.status_changed').filter((e) => e.data.orderId === id);
        expect(changes).toHaveLength(5);
        // A chain: Incoming → … → the final status, each `from` the previous `to`.
        const byFrom = new Map(changes.map((e) => [e.data.from, e.data.to]));
        let status = 'Incoming';
        for (let i = 0; i < 5; i += 1) status = byFrom.get(status as never) ?? 'broken';
        expect(status).toBe(final);
      });
    });
  });

  describe('deleting', () => {
    it('when an admin deletes an order, then it is gone for readers and order.deleted goes out', async () => {
      const email = `${new ObjectId().toHexString()}@example.com`;
      const id = await placeOrder({ promoCode: 'SAVE20', email });
      const response = await service.asAdmin('DELETE', `/api/orders/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Order deleted successfully' });
      expect((await service.asAdmin('GET', `/api/orders/${id}`)).statusCode).toBe(404);
      expect((await service.asAdmin('GET', '/api/orders')).json()).toEqual([]);
      await eventually(() =>
        expect(service.recorder.ofType('order.deleted').find((e) => e.data.orderId === id)?.data).toEqual({
          orderId: id,
          status: 'Incoming',
          promo: { promoId, email },
          revision: 2,
        }),
      );
      await eventually(async () =>
        expect(await service.orders.countDocuments({ _id: new ObjectId(id) })).toBe(0),
      );
      expect((await service.asAdmin('DELETE', `/api/orders/${id}`)).statusCode).toBe(404);
    });

    it('when an admin deletes all orders, then each one publishes its own order.deleted', async () => {
      const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
      const response = await service.asAdmin('DELETE', '/api/orders');
      expect(response.json()).toEqual({
        success: true,
        message: 'All orders deleted successfully',
        deletedCount: 3,
      });
      expect((await service.asAdmin('GET', '/api/orders')).json()).toEqual([]);
      await eventually(() => {
        const deleted = service.recorder.ofType('order.deleted').filter((e) => ids.includes(e.data.orderId));
        expect(deleted.map((e) => e.data.orderId).sort()).toEqual([...ids].sort());
      });
      expect((await service.asAdmin('DELETE', '/api/orders')).json().deletedCount).toBe(0);
    });

    it('when the id is malformed, then 400', async () => {
      expect((await service.asAdmin('DELETE', '/api/orders/not-an-id')).statusCode).toBe(400);
    });
  });
});
