import { DEMO_SHIPPING_RATES, seedTaxShipping } from '../src/seed/tax-shipping';
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
    expect(settings.shippingRates.map((rate: { city: string }) => rate.city)).toEqual([
      'Cairo',
      'Alexandria',
      'Giza',
      'Shubra El Kheima',
      'Port Said',
      'Suez',
      'Luxor',
      'Asyut',
      'Ismailia',
      'Fayoum',
      'Zagazig',
      'Aswan',
      'Damietta',
      'Damanhur',
      'Minya',
      'Beni Suef',
      'Qena',
      'Sohag',
      'Hurghada',
      'Shibin El Kom',
      'Banha',
    ]);
    const rate = (city: string) => DEMO_SHIPPING_RATES.find(([name]) => name === city)![1];
    expect(Math.max(rate('Cairo'), rate('Giza'))).toBeLessThan(
      Math.min(rate('Aswan'), rate('Luxor'), rate('Hurghada')),
    );
  });

  it('when the seed runs again, or after an admin saved other settings, then nothing is added or changed', async () => {
    expect(await seedTaxShipping(service.db)).toBe(false);
    await service.db.collection('_seeds').deleteMany({});
    expect(await seedTaxShipping(service.db)).toBe(true);
    expect(await service.db.collection('tax_shipping').countDocuments()).toBe(1);
  });
});
