import { computeDiscount } from './discount';

describe('computeDiscount', () => {
  it('when 25% is taken off 699.98 EGP, then 175.00 comes off (174.995 rounds half up)', () => {
    expect(computeDiscount(69_998, 'percentage', 25)).toEqual({
      discountPiastres: 17_500,
      discountedSubtotalPiastres: 52_498,
    });
  });

  it('when 10% is taken off 0.04 EGP, then nothing comes off (0.4 piastre rounds down)', () => {
    expect(computeDiscount(4, 'percentage', 10).discountPiastres).toBe(0);
  });

  it('when 10% is taken off 0.05 EGP, then one piastre comes off (0.5 piastre rounds up)', () => {
    expect(computeDiscount(5, 'percentage', 10).discountPiastres).toBe(1);
  });

  it('when 100% is taken off, then the subtotal becomes exactly zero', () => {
    expect(computeDiscount(12_345, 'percentage', 100)).toEqual({
      discountPiastres: 12_345,
      discountedSubtotalPiastres: 0,
    });
  });

  it('when a fixed 50 EGP comes off 120.50 EGP, then 70.50 EGP is left', () => {
    expect(computeDiscount(12_050, 'amount', 50)).toEqual({
      discountPiastres: 5_000,
      discountedSubtotalPiastres: 7_050,
    });
  });

  it('when a fixed amount is larger than the subtotal, then the discount stops at the subtotal', () => {
    expect(computeDiscount(3_000, 'amount', 50)).toEqual({
      discountPiastres: 3_000,
      discountedSubtotalPiastres: 0,
    });
  });

  it('when the subtotal is zero, then nothing comes off', () => {
    expect(computeDiscount(0, 'amount', 50).discountPiastres).toBe(0);
    expect(computeDiscount(0, 'percentage', 50).discountPiastres).toBe(0);
  });

  it('when the subtotal is the largest the contract allows, then the arithmetic stays exact', () => {
    const subtotal = 100 * 1_000_000 * 100; // 100 million EGP in piastres
    expect(computeDiscount(subtotal + 99, 'percentage', 33).discountPiastres).toBe(3_300_000_033);
  });
});
