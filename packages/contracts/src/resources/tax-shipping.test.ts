import { TaxShipping, TaxShippingBody, TaxShippingListResponse } from './tax-shipping';

const settings = {
  defaultShippingValue: 75,
  shippingRates: [
    { city: 'Cairo', value: 50 },
    { city: 'Alexandria', value: 65.5 },
  ],
  taxes: [{ taxName: 'VAT', value: 14 }],
};

describe('TaxShippingBody', () => {
  it('when the monetary screen saves realistic settings, then they pass', () => {
    // a screen that does not know the free-shipping rule or VAT-inclusive prices saves them off
    expect(TaxShippingBody.parse(settings)).toEqual({
      ...settings,
      freeShippingThreshold: 0,
      freeShippingCities: [],
      pricesIncludeTax: false,
    });
  });

  it.each(['', null, undefined])('when a number field is %p, then it becomes 0', (empty) => {
    const body = TaxShippingBody.parse({
      defaultShippingValue: empty,
      shippingRates: [{ city: 'Giza', value: empty }],
      taxes: [{ taxName: 'VAT', value: empty }],
    });
    expect(body.defaultShippingValue).toBe(0);
    expect(body.shippingRates[0]?.value).toBe(0);
    expect(body.taxes[0]?.value).toBe(0);
  });

  it('when rows echo the _id the UI loaded, then they pass', () => {
    const rates = [{ _id: '65f1a2b3c4d5e6f708192a3b', city: 'Cairo', value: 50 }];
    expect(TaxShippingBody.safeParse({ ...settings, shippingRates: rates }).success).toBe(true);
  });

  it.each([
    ['a tax above 100%', { taxes: [{ taxName: 'VAT', value: 101 }] }],
    ['a tax without a name', { taxes: [{ taxName: ' ', value: 14 }] }],
    ['a rate with 3 decimals', { shippingRates: [{ city: 'Cairo', value: 10.005 }] }],
    ['a negative default', { defaultShippingValue: -5 }],
    ['a number as text', { defaultShippingValue: '50' }],
    ['an operator', { defaultShippingValue: { $gt: 0 } }],
    [
      'the same city twice',
      {
        shippingRates: [
          { city: 'Cairo', value: 50 },
          { city: 'cairo', value: 40 },
        ],
      },
    ],
    ['an extra key on a rate', { shippingRates: [{ city: 'Cairo', value: 50, free: true }] }],
  ])('when the settings have %s, then they are rejected', (_label, change) => {
    expect(TaxShippingBody.safeParse({ ...settings, ...change }).success).toBe(false);
  });
});

describe('TaxShipping responses', () => {
  it('when GET /taxShipping answers, then it is a bare list of records', () => {
    const record = { _id: '65f1a2b3c4d5e6f708192a3b', ...settings };
    expect(TaxShippingListResponse.safeParse([record]).success).toBe(true);
    expect(TaxShipping.safeParse(settings).success).toBe(false);
  });
});

describe('the free-shipping rule in the settings (issue 31)', () => {
  it('when the rule is saved, then it passes as given', () => {
    const body = TaxShippingBody.parse({ ...settings, freeShippingThreshold: 1000, freeShippingCities: ['Cairo', 'Giza'] });
    expect(body).toMatchObject({ freeShippingThreshold: 1000, freeShippingCities: ['Cairo', 'Giza'] });
  });

  it.each(['', null, undefined])('when the threshold is %p, then it is saved as 0 (off) and every city', (empty) => {
    expect(TaxShippingBody.parse({ ...settings, freeShippingThreshold: empty })).toMatchObject({
      freeShippingThreshold: 0,
      freeShippingCities: [],
    });
  });

  it.each([
    ['a negative threshold', { freeShippingThreshold: -1 }],
    ['a city twice', { freeShippingCities: ['Cairo', ' cairo'] }],
    ['a blank city', { freeShippingCities: [' '] }],
  ])('when the rule has %s, then it is rejected', (_label, change) => {
    expect(TaxShippingBody.safeParse({ ...settings, ...change }).success).toBe(false);
  });
});
