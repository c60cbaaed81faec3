import { randomUUID } from 'node:crypto';
import { priceOrder } from '@shop/contracts';
import { EventBus, testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import pino from 'pino';
import { buildShippingInfo } from '../support/factories';
import { Shop } from './support/shop';
import {
  cartItems,
  checkout,
  createProduct,
  createPromo,
  fillCart,
  stockOf,
  usageCount,
} from './support/shopping';

const { eventually } = testing;

/**
 * Issue 5's flow on the real broker and databases: a shopper goes through the gateway to the real cart,
 * catalog, promo and order services, and the order's event reaches every consumer once.
 */
describe('the flow of a placed order', () => {
  const shop = new Shop();
  beforeAll(async () => {
    await shop.start();
    const settings = await shop.order.post('/api/taxShipping', {
      defaultShippingValue: 100,
      shippingRates: [{ city: 'Cairo', value: 50 }],
      taxes: [{ taxName: 'VAT', value: 14 }],
    });
    expect(settings.status).toBe(201);
  }, 30_000);
  afterAll(() => shop.close(), 30_000);

  it('when a shopper orders with a promo and tampered prices, then the server prices it and each consumer applies it once', async () => {
    const lipstick = await createProduct(shop, { title: 'Rose Lipstick', price: 250 });
    const liner = await createProduct(shop, {
      title: 'Kohl Liner',
      price: 99.99,
      options: [{ name: 'Color', values: [{ label: 'Black', hex: '#000000', stock: 30 }] }],
    });
    const promo = await createPromo(shop, 'FLOW15', 15);
    const sessionId = await fillCart(shop, [
      { productId: lipstick._id, color: 'Ruby', quantity: 2 },
      { productId: lipstick._id, color: 'Coral', quantity: 1 },
      { productId: liner._id, color: 'Black', quantity: 3 },
    ]);

    const placed = await shop.gateway.post(
      '/api/orders',
      checkout(sessionId, {
        promoCode: 'FLOW15',
        cartItems: [
          { _id: lipstick._id, name: 'Rose Lipstick', price: 0.01, quantity: 3, selectedOptions: [] },
        ],
        discountAmount: 999,
        promoId: new ObjectId().toHexString(),
      }),
    );

    expect(placed.status).toBe(201);
    // 3 × 250 + 3 × 99.99 = 1049.97; 15% off = 157.4955 → 157.50; VAT 14% of 892.47 = 124.9458 → 124.95; Cairo 50
    const expected = priceOrder({
      lines: [
        { unitPrice: 250, quantity: 3 },
        { unitPrice: 99.99, quantity: 3 },
      ],
      discountAmount: 157.5,
      taxes: [{ taxName: 'VAT', value: 14 }],
      shipping: { defaultShippingValue: 100, shippingRates: [{ city: 'Cairo', value: 50 }] },
      city: 'Cairo',
    });
    expect(expected.totalAmount).toBe(1067.42);
    expect(placed.body).toMatchObject({
      subtotal: 1049.97,
      discountAmount: 157.5,
      taxes: [{ taxName: 'VAT', value: 14, amount: 124.95 }],
      shippingCost: 50,
      totalAmount: 1067.42,
      promoCode: 'FLOW15',
      status: 'Incoming',
    });
    expect((await shop.order.get(`/api/orders/${placed.body._id}`)).body).toEqual(placed.body);

    await eventually(async () => {
      expect(await usageCount(shop, promo._id)).toBe(1);
      expect(await cartItems(shop, sessionId)).toEqual([]);
      expect(await stockOf(shop, lipstick._id, 'Ruby')).toBe(48);
      expect(await stockOf(shop, lipstick._id, 'Coral')).toBe(49);
      expect(await stockOf(shop, liner._id, 'Black')).toBe(27);
    }, 10_000);

    // The same event once more (a redelivery), after the shopper started a new cart in the same session.
    const [event] = shop.recorder.ofType('order.placed').filter((e) => e.data.orderId === placed.body._id);
    await fillCart(shop, [{ productId: liner._id, color: 'Black', quantity: 1 }], sessionId);
    const bus = new EventBus({
      url: testing.testAmqpUrl,
      exchange: shop.exchange,
      logger: pino({ level: 'silent' }),
    });
    await bus.start();
    try {
      await bus.publish([event!]);
      await eventually(() => expect(shop.recorder.events.filter((e) => e.id === event!.id)).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await bus.close();
    }
    expect(await usageCount(shop, promo._id)).toBe(1);
    expect(await cartItems(shop, sessionId)).toHaveLength(1);
    expect(await stockOf(shop, lipstick._id, 'Ruby')).toBe(48);
    expect(await stockOf(shop, lipstick._id, 'Coral')).toBe(49);
    expect(await stockOf(shop, liner._id, 'Black')).toBe(27);
  }, 60_000);

  it('when 20 orders race with one code and one email, then exactly one is discounted and the code is used once', async () => {
    const product = await createProduct(shop, { title: 'Glow Serum', price: 400 });
    const promo = await createPromo(shop, 'RACE10', 10);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i += 1)
      sessions.push(await fillCart(shop, [{ productId: product._id, color: 'Ruby', quantity: 1 }]));
    const shippingInfo = buildShippingInfo({ email: 'racer@example.com' });

    const answers = await Promise.all(
      sessions.map((sessionId) =>
        shop.gateway.post('/api/orders', checkout(sessionId, { promoCode: 'RACE10', shippingInfo })),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed[0]!.body).toMatchObject({ discountAmount: 40, promoCode: 'RACE10' });
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toBe('Promo code is invalid or has been used');
    }
    await eventually(async () => expect(await usageCount(shop, promo._id)).toBe(1), 10_000);
    await eventually(async () => expect(await stockOf(shop, product._id, 'Ruby')).toBe(49), 10_000);
  }, 60_000);

  it('when 10 requests with one Idempotency-Key arrive at once, then one order is placed and its stock taken once', async () => {
    const product = await createProduct(shop, { title: 'Matte Blush', price: 180 });
    const sessionId = await fillCart(shop, [{ productId: product._id, color: 'Coral', quantity: 2 }]);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.gateway.post('/api/orders', checkout(sessionId), { 'idempotency-key': key }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
    const orders = (await shop.order.get('/api/orders')).body as Array<{ sessionId: string }>;
    expect(orders.filter((order) => order.sessionId === sessionId)).toHaveLength(1);
    await eventually(async () => expect(await stockOf(shop, product._id, 'Coral')).toBe(48), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await stockOf(shop, product._id, 'Coral')).toBe(48);
  }, 60_000);

  it('when the broker is cut off from the order service, then accepted orders still reach every consumer once it is back', async () => {
    const products = [
      await createProduct(shop, { title: 'Lip Gloss', price: 120 }),
      await createProduct(shop, { title: 'Eye Shadow', price: 210 }),
      await createProduct(shop, { title: 'Nail Polish', price: 65 }),
    ];
    const sessions: string[] = [];
    for (const [i, product] of products.entries()) {
      sessions.push(await fillCart(shop, [{ productId: product._id, color: 'Ruby', quantity: i + 1 }]));
    }
    const port = shop.brokerForOrders.port;
    await shop.brokerForOrders.stop();

    const answers = [];
    for (const sessionId of sessions)
      answers.push(await shop.gateway.post('/api/orders', checkout(sessionId)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const orderIds = answers.map((answer) => answer.body._id as string);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(shop.recorder.ofType('order.placed').filter((e) => orderIds.includes(e.data.orderId))).toEqual([]);
    // The units were reserved before each 201, broker or not.
    expect(await stockOf(shop, products[0]!._id, 'Ruby')).toBe(49);

    await shop.brokerForOrders.start(port);
    await eventually(
      async () => {
        expect(
          shop.recorder.ofType('order.placed').filter((e) => orderIds.includes(e.data.orderId)),
        ).toHaveLength(3);
        for (const sessionId of sessions) expect(await cartItems(shop, sessionId)).toEqual([]);
        for (const [i, product] of products.entries())
          expect(await stockOf(shop, product._id, 'Ruby')).toBe(50 - (i + 1));
      },
      20_000,
      200,
    );
  }, 60_000);

  it('when orders for one option value are placed at once, then its stock falls by every one of them', async () => {
    const product = await createProduct(shop, { title: 'Setting Spray', price: 150 });
    const sessions: string[] = [];
    for (let i = 0; i < 8; i += 1)
      sessions.push(await fillCart(shop, [{ productId: product._id, color: 'Coral', quantity: 1 }]));

    const answers = await Promise.all(
      sessions.map((sessionId) => shop.gateway.post('/api/orders', checkout(sessionId))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    await eventually(async () => expect(await stockOf(shop, product._id, 'Coral')).toBe(42), 10_000, 200);
  }, 60_000);
});
