import { DEMO_SHIPPING, SHIPPING_CITIES } from '@shop/contracts';
import { seedTaxShipping } from '../src/seed/tax-shipping';
import { orderTestBed } from './support/order-service';

describe('demo tax and shipping settings', () => {
  const service = orderTestBed({ seed: true });

  it('when the service starts with SEED_DEMO_DATA, then the 21 cities, a default and 14% VAT are in place', async () => {
    const [settings, ...others] = (
      await service.app.inject({ method: 'GET', url: '/api/taxShipping' })
    ).json();
    expect(others).toEqual([]);
    expect(settings.defaultShippingValue).toBe(100);
    expect(settings.taxes).toEqual([
      { _id: expect.any(String), taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14 },
    ]);
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

  it('when a shop seeded before taxes had Arabic names starts, then the demo VAT gets its Arabic name once, an admin’s tax none', async () => {
    const settings = service.db.collection('tax_shipping');
    const [record] = await settings.find({}).toArray();
    const taxes = [
      { _id: 'a', taxName: 'VAT', value: 14 },
      { _id: 'b', taxName: 'Stamp duty', value: 1 },
    ];
    await settings.updateOne({ _id: record!._id }, { $set: { taxes } });
    await service.db.collection('_seeds').deleteMany({ _id: 'order.tax-shipping.arabic-names.v4' as never });
    expect(await seedTaxShipping(service.db)).toBe(true);
    expect((await settings.findOne({ _id: record!._id }))!.taxes).toEqual([
      { ...taxes[0], taxNameAr: 'ضريبة القيمة المضافة' },
      taxes[1],
    ]);

    // the admin clears it afterwards: a later start does not write it back
    await settings.updateOne({ _id: record!._id }, { $set: { taxes } });
    expect(await seedTaxShipping(service.db)).toBe(false);
    expect((await settings.findOne({ _id: record!._id }))!.taxes).toEqual(taxes);
  });
});
