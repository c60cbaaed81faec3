import { DEMO_SHIPPING, SHIPPING_CITIES } from '@shop/contracts';
import { seedTaxShipping } from '../src/seed/tax-shipping';
import { OrderServiceHarness } from './support/order-service';

describe('demo tax and shipping settings', () => {
  const service = new OrderServiceHarness();
  beforeAll(() => service.start({ seed: true }));
  afterAll(() => service.close());

  it('when the service starts with SEED_DEMO_DATA, then the 21 cities, a default and 14% VAT are in place', async () => {
    const [settings, ...others] = (
      await service.app.inject({ method: 'GET', url: '/api/taxShipping' })
    ).json();
    expect(others).toEqual([]);
    expect(settings.defaultShippingValue).toBe(100);
    expect(settings.taxes).toEqual([{ _id: expect.any(String), taxName: 'VAT', value: 14 }]);
    expect(settings.shippingRates.map((rate: { city: string }) => rate.city)).toEqual([...SHIPPING_CITIES]);
    expect(settings.shippingRates.find((rate: { city: string }) => rate.city === 'Aswan')).toMatchObject({
      value: DEMO_SHIPPING.Aswan.rate,
      deliveryDays: { min: 3, max: 5 },
    });
  });

  it('when the seed runs again, or after an admin saved other settings, then nothing is added or changed', async () => {
    expect(await seedTaxShipping(service.db)).toBe(false);
    await service.db.collection('_seeds').deleteMany({});
    expect(await seedTaxShipping(service.db)).toBe(true);
    expect(await service.db.collection('tax_shipping').countDocuments()).toBe(1);
  });
});
