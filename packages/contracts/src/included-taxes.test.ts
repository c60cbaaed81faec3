import { includedTaxesPiastres } from './included-taxes';
import { toPiastres } from './money';
import { priceOrder, type OrderPricingInput, type PricingLine, type PricingTaxRate } from './pricing';

const shipping = { defaultShippingValue: 100, shippingRates: [{ city: 'Cairo', value: 50 }] };

function buildInclusiveInput(overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  return {
    lines: [{ unitPrice: 114, quantity: 1 }],
    discountAmount: 0,
    taxes: [{ taxName: 'VAT', value: 14 }],
    shipping,
    city: 'Cairo',
    pricesIncludeTax: true,
    ...overrides,
  };
}

/** A small deterministic generator (mulberry32), so a failing basket can be replayed from its seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBasket(next: () => number): { lines: PricingLine[]; taxes: PricingTaxRate[]; discount: number } {
  const lines = Array.from({ length: 1 + Math.floor(next() * 8) }, () => ({
    unitPrice: Math.floor(next() * 500_000) / 100, // 0.00 .. 4,999.99 EGP, any piastre
    quantity: 1 + Math.floor(next() * 12),
  }));
  const rates = [14, 0.5, 5, 10, 22, 1.25, 0];
  const taxes = Array.from({ length: Math.floor(next() * 4) }, (_, i) => ({
    taxName: `Tax ${i}`,
    value: rates[Math.floor(next() * rates.length)]!,
  }));
  return { lines, taxes, discount: Math.floor(next() * 30_000) / 100 };
}

describe('includedTaxesPiastres', () => {
  it('when the shelf price holds 14% VAT, then the VAT is the 14/114 part of it', () => {
    expect(includedTaxesPiastres(11_400, [14])).toEqual([1_400]);
  });

  it('when the share falls between piastres, then it is rounded half up once', () => {
    // 100.00 EGP at 14%: 10,000 × 14 / 114 = 1,228.07 → 1,228; 57 piastres: 7.0 → 7; 4 piastres: 0.49 → 0
    expect(includedTaxesPiastres(10_000, [14])).toEqual([1_228]);
    expect(includedTaxesPiastres(57, [14])).toEqual([7]);
    expect(includedTaxesPiastres(4, [14])).toEqual([0]);
  });

  it('when there are two taxes, then each is its share of the gross over 100 + their sum', () => {
    // 1,000 EGP with 14% and 0.5%: 100,000 × 1400 / 11450 = 12,227.07 → 12,227; × 50 / 11450 = 436.68 → 437
    expect(includedTaxesPiastres(100_000, [14, 0.5])).toEqual([12_227, 437]);
  });

  it('when the amount or a rate is not money, then it is refused', () => {
    expect(() => includedTaxesPiastres(-1, [14])).toThrow(RangeError);
    expect(() => includedTaxesPiastres(1.5, [14])).toThrow(RangeError);
    expect(() => includedTaxesPiastres(100, [Number.NaN])).toThrow(RangeError);
  });
});

describe('priceOrder with prices that include the taxes (issue 31 item 3)', () => {
  it('when the setting is on, then the total is the shelf price plus shipping and the VAT is shown inside it', () => {
    const pricing = priceOrder(buildInclusiveInput({ lines: [{ unitPrice: 1_098, quantity: 1 }] }));
    // 109,800 × 14 / 114 = 13,484.21 → 134.84 EGP of VAT inside; 1,098 + 50 shipping
    expect(pricing).toEqual({
      lineTotals: [1_098],
      subtotal: 1_098,
      discountAmount: 0,
      discountedSubtotal: 1_098,
      taxes: [{ taxName: 'VAT', value: 14, amount: 134.84 }],
      shippingCost: 50,
      totalAmount: 1_148,
      taxesIncluded: true,
    });
  });

  it('when the setting is off, then the taxes are added as the specs say', () => {
    const pricing = priceOrder(buildInclusiveInput({ pricesIncludeTax: false }));
    expect(pricing.totalAmount).toBe(114 + 15.96 + 50);
    expect(pricing.taxesIncluded).toBe(false);
  });

  it('when a promo takes off part of the shelf total, then the VAT is the part of what is left', () => {
    const pricing = priceOrder(buildInclusiveInput({ lines: [{ unitPrice: 228, quantity: 1 }], discountAmount: 114 }));
    expect(pricing.taxes[0]!.amount).toBe(14);
    expect(pricing.totalAmount).toBe(114 + 50);
  });

  it('when 2,000 random baskets are priced, then total = Σ shelf × qty − discount + shipping to the piastre', () => {
    const next = randomSource(31);
    for (let round = 0; round < 2_000; round += 1) {
      const { lines, taxes, discount } = randomBasket(next);
      const pricing = priceOrder(buildInclusiveInput({ lines, taxes, discountAmount: discount }));
      const shelf = lines.reduce((sum, line) => sum + toPiastres(line.unitPrice) * line.quantity, 0);
      const expected = shelf - Math.min(toPiastres(discount), shelf) + toPiastres(50);
      expect({ round, total: toPiastres(pricing.totalAmount) }).toEqual({ round, total: expected });
      const taxTotal = pricing.taxes.reduce((sum, tax) => sum + toPiastres(tax.amount), 0);
      expect(taxTotal).toBeLessThanOrEqual(toPiastres(pricing.discountedSubtotal));
      // Every figure is a whole number of piastres (no binary drift in what is stored).
      for (const egp of [pricing.totalAmount, pricing.discountedSubtotal, ...pricing.taxes.map((t) => t.amount)]) {
        expect(Number.isSafeInteger(Math.round(egp * 100)) && Math.abs(egp * 100 - Math.round(egp * 100)) < 1e-6).toBe(true);
      }
    }
  });
});
