import { Order } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { buildPlaceOrderBody, buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

const { eventually } = testing;

describe('prices that include VAT, when the shop says so (issue 31 item 3)', () => {
  const service = orderTestBed({ seed: true });

  const settings = async () =>
    (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json()[0];

  async function saveSettings(changes: Record<string, unknown>) {
    const { _id, createdAt: _c, updatedAt: _u, ...body } = await settings();
    const saved = await service.asAdmin('PUT', `/api/taxShipping/${_id}`, { ...body, ...changes });
    expect(saved.statusCode).toBe(200);
    return saved.json().data;
  }

  /** Two products at shelf prices with odd piastres, in quantities, to Aswan (a rate, outside the free rule). */
  async function order() {
    const sessionId = service.cartOf(
      { price: 249.99, quantity: 3 },
      { price: 333.33, title: 'Vitamin C Serum', quantity: 2 },
    );
    const response = await service.placeOrder(
      buildPlaceOrderBody({ sessionId, shippingInfo: buildShippingInfo({ city: 'Aswan' }) }),
    );
    expect(response.statusCode).toBe(201);
    return Order.parse(response.json());
  }

  it('when the demo settings are read, then prices exclude VAT as the specs say', async () => {
    expect(await settings()).toMatchObject({ pricesIncludeTax: false });
    // 749.97 + 666.66 = 1,416.63; VAT 14% 198.3282 → 198.33; + Aswan 120
    const placed = await order();
    expect(placed).toMatchObject({ subtotal: 1416.63, totalAmount: 1734.96 });
    expect(placed).not.toHaveProperty('taxesIncluded');
  });

  it('when the admin turns on VAT-inclusive prices, then the order total equals the shelf prices plus shipping', async () => {
    expect(await saveSettings({ pricesIncludeTax: true })).toMatchObject({ pricesIncludeTax: true });
    const placed = await order();
    // 141,663 × 14 / 114 = 17,397.38 → 173.97 EGP of VAT inside the shelf prices
    expect(placed).toMatchObject({
      subtotal: 1416.63,
      shippingCost: 120,
      taxes: [{ taxName: 'VAT', value: 14, amount: 173.97 }],
      totalAmount: 1536.63,
      taxesIncluded: true,
    });
    // the e-mail and analytics read the same figures from order.placed
    const event = await eventually(() => {
      const found = service.recorder.ofType('order.placed').find((e) => e.data.orderId === placed._id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(event.data).toMatchObject({ totalAmount: 1536.63, taxesIncluded: true });
  });

  it('when a screen saves the record without the field, then prices exclude VAT again', async () => {
    const { pricesIncludeTax: _dropped, ...rest } = await settings();
    const { _id, createdAt: _c, updatedAt: _u, ...body } = rest;
    expect((await service.asAdmin('PUT', `/api/taxShipping/${_id}`, body)).statusCode).toBe(200);
    expect((await order()).totalAmount).toBe(1734.96);
  });

  it('when the setting is not a boolean, then the save is refused with a 400', async () => {
    const { _id, createdAt: _c, updatedAt: _u, ...body } = await settings();
    const response = await service.asAdmin('PUT', `/api/taxShipping/${_id}`, {
      ...body,
      pricesIncludeTax: 'yes',
    });
    expect(response.statusCode).toBe(400);
  });
});
