import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import type { PlacingDocument } from '../src/domain/order-document';
import { buildCartItem, buildPlaceOrderBody, buildQuoteProduct, newSessionId } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

/** Decision 026: the order is stored first in its Placing state, seen by nobody, and the service's sweeper clears it. */
describe('orders in their Placing state', () => {
  const service = orderTestBed();

  const customer = new ObjectId().toHexString();
  const asCustomer = async () => ({ authorization: `Bearer ${await service.tokens.customer(customer)}` });

  function cart(units = 1) {
    const sessionId = newSessionId();
    const product = service.catalog.put(buildQuoteProduct({ price: 150 }), 10);
    service.cart.put(sessionId, [buildCartItem(product, { quantity: units })]);
    return { sessionId, product };
  }

  it('when an order is still being placed, then no admin list or view, My orders or count shows it, and its status is one of the eight', async () => {
    const { sessionId } = cart();
    service.catalog.delayMs = 600;
    try {
      const placing = service.placeOrder(buildPlaceOrderBody({ sessionId }), await asCustomer());
      const stored = await eventually(async () => {
        const found = await service.orders.findOne({ sessionId });
        expect(found?.placing).toBe(true);
        return found!;
      });
      expect(stored).not.toHaveProperty('status');
      const admin = (await service.asAdmin('GET', '/api/orders')).json() as Array<{ _id: string }>;
      expect(admin.map((order) => order._id)).not.toContain(stored._id.toHexString());
      expect((await service.asAdmin('GET', `/api/orders/${stored._id.toHexString()}`)).statusCode).toBe(404);
      const mine = await service.app.inject({ url: '/api/orders/mine', headers: await asCustomer() });
      expect(mine.json()).toMatchObject({ orders: [], total: 0 });
      // an admin cannot change or delete it either
      const put = await service.asAdmin('PUT', `/api/orders/${stored._id.toHexString()}`, {
        status: 'Processing',
      });
      expect(put.statusCode).toBe(404);

      const placed = await placing;
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ _id: stored._id.toHexString(), status: 'Incoming' });
    } finally {
      service.catalog.delayMs = 0;
    }
    const after = await service.orders.findOne({ sessionId });
    expect(after).not.toHaveProperty('placing');
    expect(after).not.toHaveProperty('placingLease');
    const mine = await service.app.inject({ url: '/api/orders/mine', headers: await asCustomer() });
    expect(mine.json()).toMatchObject({ total: 1 });
  });

  it('when a placement died after reserving and redeeming, then the sweeper gives the units and the promo use back and the order goes', async () => {
    const { sessionId, product } = cart(3);
    const orderId = new ObjectId();
    // what the dead request did: the order in its Placing state, the catalog's hold, the promo's use
    await service.db.collection<PlacingDocument>('orders').insertOne({
      _id: orderId,
      number: 80_001,
      placing: true,
      placingLease: { owner: 'a-request-that-died', until: new Date(Date.now() - 1) },
      sessionId,
      userId: null,
      promoCode: 'GONE10',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const reserved = await fetch(`${service.catalog.url}/internal/stock/holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId: orderId.toHexString(),
        items: [{ productId: product._id, quantity: 3, selectedOptions: [] }],
      }),
    });
    expect(reserved.status).toBe(200);
    expect(service.catalog.products.get(product._id)?.stock).toBe(7);

    await eventually(
      async () => expect(await service.orders.countDocuments({ _id: orderId })).toBe(0),
      10_000,
    );
    expect(service.catalog.products.get(product._id)?.stock).toBe(10);
    expect(service.catalog.holds.get(orderId.toHexString())?.held).toBe(false);
    expect(service.promo.releases).toContain(orderId.toHexString());
  });

  it('when a placement is still within its lease, then the sweeper leaves it alone', async () => {
    const orderId = new ObjectId();
    await service.db.collection<PlacingDocument>('orders').insertOne({
      _id: orderId,
      number: 80_002,
      placing: true,
      placingLease: { owner: 'a-request-still-working', until: new Date(Date.now() + 60_000) },
      sessionId: newSessionId(),
      userId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // five sweeps
    expect(await service.orders.findOne({ _id: orderId })).toMatchObject({
      placingLease: { owner: 'a-request-still-working' },
    });
    await service.orders.deleteOne({ _id: orderId });
  });
});
