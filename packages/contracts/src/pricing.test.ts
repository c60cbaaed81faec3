import {
  freeShippingCovers,
  freeShippingShortfall,
  priceOrder,
  promoDiscountPiastres,
  shippingCostFor,
  type OrderPricingInput,
} from './pricing';

const settings = {
  defaultShippingValue: 100,
  shippingRates: [
    { city: 'Cairo', value: 50 },
    { city: 'Aswan', value: 120 },
  ],
};

function buildPricingInput(overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  return {
    lines: [{ unitPrice: 100, quantity: 1 }],
    discountAmount: 0,
    taxes: [{ taxName: 'VAT', value: 14 }],
    shipping: settings,
    city: 'Cairo',
    ...overrides,
  };
}

describe('promoDiscountPiastres', () => {
  it('when the promo is a percentage, then it is that share of the subtotal rounded half up', () => {
    expect(promoDiscountPiastres('percentage', 15, 3333)).toBe(500); // 499.95
    expect(promoDiscountPiastres('percentage', 10, 1005)).toBe(101); // 100.5
  });

  it('when the promo is a fixed amount, then it is that amount in piastres', () => {
    expect(promoDiscountPiastres('amount', 50, 20_000)).toBe(5000);
  });

  it('when the discount would exceed the subtotal, then it stops at the subtotal', () => {
    expect(promoDiscountPiastres('amount', 500, 20_000)).toBe(20_000);
    expect(promoDiscountPiastres('percentage', 150, 20_000)).toBe(20_000);
  });
});

describe('shippingCostFor', () => {
  it('when the city has a rate, then that rate applies, whatever the letter case and spaces', () => {
    expect(shippingCostFor('Cairo', settings)).toBe(50);
    expect(shippingCostFor('  aswan ', settings)).toBe(120);
  });

  it('when the city has no rate, then the default shipping value applies', () => {
    expect(shippingCostFor('Siwa', settings)).toBe(100);
  });
});

describe('priceOrder', () => {
  it('when a cart is priced, then subtotal, discount, each tax, shipping and total follow the spec', () => {
    const pricing = priceOrder(
      buildPricingInput({
        lines: [
          { unitPrice: 199.99, quantity: 2 },
          { unitPrice: 45.5, quantity: 3 },
        ],
        discountAmount: 50,
        taxes: [
          { taxName: 'VAT', value: 14 },
          { taxName: 'Stamp', value: 0.5 },
        ],
        city: 'Aswan',
      }),
    );
    // 399.98 + 136.50 = 536.48; − 50 = 486.48; VAT 68.1072 → 68.11; Stamp 2.4324 → 2.43; + 120 shipping
    expect(pricing).toEqual({
      lineTotals: [399.98, 136.5],
      subtotal: 536.48,
      discountAmount: 50,
      discountedSubtotal: 486.48,
      taxes: [
        { taxName: 'VAT', value: 14, amount: 68.11 },
        { taxName: 'Stamp', value: 0.5, amount: 2.43 },
      ],
      shippingCost: 120,
      totalAmount: 677.02,
      taxesIncluded: false,
    });
  });

  it('when each tax is rounded, then it is rounded on its own and the total adds the rounded taxes', () => {
    const pricing = priceOrder(
      buildPricingInput({
        lines: [{ unitPrice: 10.25, quantity: 1 }],
        taxes: [
          { taxName: 'A', value: 14 },
          { taxName: 'B', value: 14 },
        ],
        city: null,
      }),
    );
    // 14% of 10.25 = 1.435 → 1.44 each (half up), total 10.25 + 2.88 = 13.13
    expect(pricing.taxes.map((tax) => tax.amount)).toEqual([1.44, 1.44]);
    expect(pricing.totalAmount).toBe(13.13);
  });

  it('when floating-point sums would drift, then the integer math keeps exact cents', () => {
    const pricing = priceOrder(
      buildPricingInput({
        lines: Array.from({ length: 10 }, () => ({ unitPrice: 0.1, quantity: 1 })),
        taxes: [],
        city: null,
      }),
    );
    expect(pricing.subtotal).toBe(1);
    expect(pricing.totalAmount).toBe(1);
  });

  it('when the discount exceeds the subtotal, then it stops at the subtotal and taxes are zero', () => {
    const pricing = priceOrder(buildPricingInput({ discountAmount: 150, city: 'Cairo' }));
    expect(pricing).toMatchObject({
      subtotal: 100,
      discountAmount: 100,
      discountedSubtotal: 0,
      shippingCost: 50,
    });
    expect(pricing.taxes[0]?.amount).toBe(0);
    expect(pricing.totalAmount).toBe(50);
  });

  it('when the city has no rate, then the default shipping value is charged', () => {
    expect(priceOrder(buildPricingInput({ city: 'Siwa' })).shippingCost).toBe(100);
  });

  it('when no city is chosen yet, then no shipping is counted', () => {
    const pricing = priceOrder(buildPricingInput({ city: null }));
    expect(pricing.shippingCost).toBe(0);
    expect(pricing.totalAmount).toBe(114);
  });

  it('when there are no taxes and no discount, then the total is subtotal plus shipping', () => {
    const pricing = priceOrder(buildPricingInput({ taxes: [], discountAmount: undefined }));
    expect(pricing).toMatchObject({
      subtotal: 100,
      discountAmount: 0,
      taxes: [],
      shippingCost: 50,
      totalAmount: 150,
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('when a quantity is %p, then pricing refuses it', (quantity) => {
    expect(() => priceOrder(buildPricingInput({ lines: [{ unitPrice: 1, quantity }] }))).toThrow(RangeError);
  });

  it('when a price is negative, then pricing refuses it', () => {
    expect(() => priceOrder(buildPricingInput({ lines: [{ unitPrice: -1, quantity: 1 }] }))).toThrow(
      RangeError,
    );
  });
});

describe('free shipping (issue 31)', () => {
  const demo = {
    defaultShippingValue: 100,
    shippingRates: [
      { city: 'Cairo', value: 50 },
      { city: 'Giza', value: 55 },
      { city: 'Aswan', value: 120 },
    ],
    freeShippingThreshold: 1000,
    freeShippingCities: ['Cairo', 'Giza'],
  };
  const order = (city: string | null, discountAmount = 0, shipping = demo) =>
    priceOrder({
      lines: [{ unitPrice: 1098, quantity: 1 }],
      discountAmount,
      taxes: [{ taxName: 'VAT', value: 14 }],
      shipping,
      city,
    });

  it('when a Cairo cart of 1,098 EGP is priced with the demo rule, then shipping is 0', () => {
    expect(order('Cairo')).toMatchObject({ shippingCost: 0, totalAmount: 1251.72 });
    expect(order(' giza ').shippingCost).toBe(0);
  });

  it('when the same cart goes to Aswan, then it pays its rate', () => {
    expect(order('Aswan').shippingCost).toBe(120);
  });

  it('when the promo takes the subtotal below the threshold, then shipping is charged again', () => {
    expect(order('Cairo', 98.01).shippingCost).toBe(50);
    expect(order('Cairo', 98).shippingCost).toBe(0); // exactly 1,000 reaches it
  });

  it('when the threshold is 0, then the specs formula holds', () => {
    expect(order('Cairo', 0, { ...demo, freeShippingThreshold: 0 }).shippingCost).toBe(50);
  });

  it('when no city is listed, then every city ships free over the threshold, the default one too', () => {
    expect(order('Mansoura', 0, { ...demo, freeShippingCities: [] }).shippingCost).toBe(0);
  });

  it('when a cart is short of the threshold, then the shortfall is what is still missing', () => {
    expect(freeShippingShortfall(897.99, null, demo)).toBe(102.01);
    expect(freeShippingShortfall(897.99, 'Cairo', demo)).toBe(102.01);
    expect(freeShippingShortfall(897.99, 'Aswan', demo)).toBeNull();
    expect(freeShippingShortfall(1000, 'Cairo', demo)).toBeNull();
    expect(freeShippingShortfall(10, 'Cairo', { ...demo, freeShippingThreshold: 0 })).toBeNull();
  });

  it('when the rule is read, then it covers only its cities', () => {
    expect(freeShippingCovers('Cairo', demo)).toBe(true);
    expect(freeShippingCovers('Aswan', demo)).toBe(false);
  });
});
