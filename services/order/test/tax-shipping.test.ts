import { orderTestBed } from './support/order-service';

describe('tax and shipping settings', () => {
  const service = orderTestBed();
  beforeEach(() => service.db.collection('tax_shipping').deleteMany({}));

  const settings = {
    defaultShippingValue: 100,
    shippingRates: [
      { city: 'Cairo', value: 50 },
      { city: 'Aswan', value: 120 },
    ],
    taxes: [{ taxName: 'VAT', value: 14 }],
  };

  it('when nothing is saved yet, then the public list is empty', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/taxShipping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('when an admin saves settings, then anyone reads them with an id on each rate and tax', async () => {
    const created = await service.asAdmin('POST', '/api/taxShipping', settings);
    expect(created.statusCode).toBe(201);
    const list = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: created.json().data._id, defaultShippingValue: 100 });
    expect(list[0].shippingRates).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), city: 'Cairo', value: 50 },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), city: 'Aswan', value: 120 },
    ]);
    expect(list[0].taxes).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), taxName: 'VAT', value: 14 },
    ]);
  });

  it('when number fields are left empty, then they are saved as 0', async () => {
    const created = await service.asAdmin('POST', '/api/taxShipping', {
      defaultShippingValue: '',
      shippingRates: [{ city: 'Giza', value: '' }],
      taxes: [{ taxName: 'Stamp', value: null }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      defaultShippingValue: 0,
      shippingRates: [{ city: 'Giza', value: 0 }],
      taxes: [{ taxName: 'Stamp', value: 0 }],
    });
  });

  it('when an admin updates the record, then its values are replaced and the list still has one record', async () => {
    const id = (await service.asAdmin('POST', '/api/taxShipping', settings)).json().data._id;
    const updated = await service.asAdmin('PUT', `/api/taxShipping/${id}`, {
      defaultShippingValue: 90,
      shippingRates: [{ _id: '64b000000000000000000009', city: 'Luxor', value: 110 }],
      taxes: [],
    });
    expect(updated.statusCode).toBe(200);
    const list = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: id, defaultShippingValue: 90, taxes: [] });
    expect(list[0].shippingRates).toEqual([{ _id: expect.any(String), city: 'Luxor', value: 110 }]);
  });

  it('when two records exist, then the first saved stays first in the list', async () => {
    const first = (await service.asAdmin('POST', '/api/taxShipping', settings)).json().data._id;
    await service.asAdmin('POST', '/api/taxShipping', { ...settings, defaultShippingValue: 1 });
    const list = (await service.app.inject({ method: 'GET', url: '/api/taxShipping' })).json();
    expect(list.map((record: { _id: string }) => record._id)[0]).toBe(first);
  });

  it.each([
    ['a negative value', { ...settings, defaultShippingValue: -1 }],
    ['a tax above 100%', { ...settings, taxes: [{ taxName: 'VAT', value: 140 }] }],
    ['a rate without a city', { ...settings, shippingRates: [{ city: ' ', value: 10 }] }],
    [
      'the same city twice',
      {
        ...settings,
        shippingRates: [
          { city: 'Cairo', value: 1 },
          { city: 'cairo', value: 2 },
        ],
      },
    ],
    ['an unknown field', { ...settings, currency: 'USD' }],
    ['a MongoDB operator', { ...settings, defaultShippingValue: { $gt: 0 } }],
  ])('when the body has %s, then it is refused with 400', async (_case, body) => {
    const response = await service.asAdmin('POST', '/api/taxShipping', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
  });

  it('when the record does not exist or the id is malformed, then 404 and 400', async () => {
    expect(
      (await service.asAdmin('PUT', '/api/taxShipping/64b0000000000000000000ff', settings)).statusCode,
    ).toBe(404);
    expect((await service.asAdmin('PUT', '/api/taxShipping/not-an-id', settings)).statusCode).toBe(400);
  });

  it('when someone who is not an admin writes, then 401 without a token and 403 with a customer token', async () => {
    expect(
      (await service.app.inject({ method: 'POST', url: '/api/taxShipping', payload: settings })).statusCode,
    ).toBe(401);
    const customer = await service.tokens.customer();
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/taxShipping',
      payload: settings,
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
