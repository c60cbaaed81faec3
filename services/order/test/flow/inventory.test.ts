import { testing } from '@shop/service-kit';
import { Shop } from './support/shop';
import { checkout, createProduct, fillCart, stockOf } from './support/shopping';

const { eventually } = testing;

/**
 * The inventory invariant on the real services, through the gateway: for every option value,
 * stock = stock set by the admin − units of live orders + units given back.
 */
describe('inventory that cannot be oversold', () => {
  const shop = new Shop();
  beforeAll(async () => {
    await shop.start();
    await shop.order.post('/api/taxShipping', {
      defaultShippingValue: 100,
      shippingRates: [{ city: 'Cairo', value: 50 }],
      taxes: [{ taxName: 'VAT', value: 14 }],
    });
  }, 30_000);
  afterAll(() => shop.close(), 30_000);

  const threeLeft = () =>
    createProduct(shop, {
      title: 'Rose Lipstick',
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
    });
  const order = (sessionId: string) => shop.gateway.post('/api/orders', checkout(sessionId));
  const setStatus = (id: string, status: string) => shop.order.put(`/api/orders/${id}`, { status });

  it('when 10 shoppers order the last 3 units at once, then 3 get 201 and 7 get 409 naming product and value', async () => {
    const product = await threeLeft();
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () =>
        fillCart(shop, [{ productId: product._id, color: 'Ruby', quantity: 1 }]),
      ),
    );
    const answers = await Promise.all(sessions.map(order));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        error: 'Rose Lipstick (Color: Ruby) is sold out',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(await stockOf(shop, product._id, 'Ruby')).toBe(0);
    const orders = (await shop.order.get('/api/orders')).body as Array<{
      items: Array<{ product: { _id: string } }>;
    }>;
    expect(orders.filter((o) => o.items[0]!.product._id === product._id)).toHaveLength(3);
  }, 60_000);

  it('when an order is cancelled, refunded, reopened and deleted, then its units come and go exactly once each time', async () => {
    const product = await threeLeft();
    const placed = await order(
      await fillCart(shop, [{ productId: product._id, color: 'Ruby', quantity: 2 }]),
    );
    expect(placed.status).toBe(201);
    const id = placed.body._id as string;
    expect(await stockOf(shop, product._id, 'Ruby')).toBe(1);

    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    await eventually(async () => expect(await stockOf(shop, product._id, 'Ruby')).toBe(3), 10_000);
    expect((await setStatus(id, 'Refunded')).status).toBe(200); // dead to dead: nothing moves
    expect((await setStatus(id, 'Processing')).status).toBe(200);
    expect(await stockOf(shop, product._id, 'Ruby')).toBe(1);

    // Someone buys the last units while it is cancelled again: reopening it is refused.
    expect((await setStatus(id, 'Cancelled')).status).toBe(200);
    await eventually(async () => expect(await stockOf(shop, product._id, 'Ruby')).toBe(3), 10_000);
    // The cart checks additions against its own copy of the catalog, which hears of the units a moment later.
    const otherCart = await eventually(
      () => fillCart(shop, [{ productId: product._id, color: 'Ruby', quantity: 2 }]),
      10_000,
    );
    const other = await order(otherCart);
    expect(other.status).toBe(201);
    const reopened = await setStatus(id, 'Incoming');
    expect(reopened.status).toBe(409);
    expect(reopened.body.error).toBe(
      'The order cannot be set to Incoming: Only 1 left of Rose Lipstick (Color: Ruby)',
    );
    expect((await shop.order.get(`/api/orders/${id}`)).body.status).toBe('Cancelled');

    expect((await shop.order.delete(`/api/orders/${other.body._id as string}`)).status).toBe(200);
    await eventually(async () => expect(await stockOf(shop, product._id, 'Ruby')).toBe(3), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await stockOf(shop, product._id, 'Ruby')).toBe(3);
    await shop.order.delete(`/api/orders/${id}`); // deleting a cancelled order gives nothing more
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await stockOf(shop, product._id, 'Ruby')).toBe(3);
  }, 60_000);

  it('when an order needs two products and the second runs out, then nothing is stored and nothing is taken', async () => {
    const plenty = await createProduct(shop, { title: 'Kohl Liner' });
    const scarce = await threeLeft();
    const sessionId = await fillCart(shop, [
      { productId: plenty._id, color: 'Ruby', quantity: 2 },
      { productId: scarce._id, color: 'Ruby', quantity: 3 },
    ]);
    await order(await fillCart(shop, [{ productId: scarce._id, color: 'Ruby', quantity: 1 }]));
    const refused = await order(sessionId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Only 2 left of Rose Lipstick (Color: Ruby)');
    expect(await stockOf(shop, plenty._id, 'Ruby')).toBe(50);
  }, 60_000);
});
