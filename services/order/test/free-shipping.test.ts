import { Order } from '@shop/contracts';
import { seedTaxShipping } from '../src/seed/tax-shipping';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

describe('free shipping as the shop promises it (issue 31)', () => {
  const service = orderTestBed({ seed: true });

  const order = async (city: string, price = 1098) =>
    Order.parse(await service.placed({ price }, { shippingInfo: buildShippingInfo({ city }) }));

  const settings = async () =>
    (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json()[0];

  it('when the demo settings are read, then they hold the announcement: over 1,000 EGP in Cairo and Giza', async () => {
    expect(await settings()).toMatchObject({
      freeShippingThreshold: 1000,
      freeShippingCities: ['Cairo', 'Giza'],
    });
  });

  it('when 1,098 EGP go to Cairo with the demo rule, then shipping is 0 and the total is goods plus VAT', async () => {
    expect(await order('Cairo')).toMatchObject({ subtotal: 1098, shippingCost: 0, totalAmount: 1251.72 });
  });

  it('when the same cart goes to Aswan, then it pays Aswan s rate', async () => {
    expect(await order('Aswan')).toMatchObject({ shippingCost: 120, totalAmount: 1371.72 });
  });

  it('when the city has no rate (Other city: Mansoura), then it pays the default and the Cairo and Giza rule does not cover it', async () => {
    expect(await order('Mansoura')).toMatchObject({
      shippingCost: 100,
      customerInfo: { address: { city: 'Mansoura' } },
    });
  });

  it('when a Cairo cart is under the threshold, then it pays the Cairo rate', async () => {
    expect((await order('Cairo', 999.99)).shippingCost).toBe(50);
  });

  it('when the admin empties the threshold, then it saves as 0 and the specs formula is back', async () => {
    const current = await settings();
    const { _id, createdAt: _c, updatedAt: _u, ...body } = current;
    const saved = await service.asAdmin('PUT', `/api/taxShipping/${_id}`, {
      ...body,
      freeShippingThreshold: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(await settings()).toMatchObject({
      freeShippingThreshold: 0,
      freeShippingCities: ['Cairo', 'Giza'],
    });
    expect((await order('Cairo')).shippingCost).toBe(50);
  });

  it('when a demo shop was seeded before the rule existed, then the next start adds it', async () => {
    const collection = service.db.collection('tax_shipping');
    await collection.updateMany({}, { $unset: { freeShippingThreshold: '', freeShippingCities: '' } });
    await service.db.collection('_seeds').deleteOne({ _id: 'order.tax-shipping.free-shipping.v2' as never });
    expect(await seedTaxShipping(service.db)).toBe(true);
    expect(await settings()).toMatchObject({
      freeShippingThreshold: 1000,
      freeShippingCities: ['Cairo', 'Giza'],
    });
  });
});
