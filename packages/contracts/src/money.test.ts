import {
  divideHalfUp,
  formatEGP,
  formatEGPPrefix,
  fromPiastres,
  percentOfPiastres,
  savingsPercent,
  toPiastres,
} from './money';

describe('divideHalfUp (the one rounding rule)', () => {
  it.each([
    [5n, 2n, 3n], // 2.5 -> 3
    [7n, 3n, 2n], // 2.33 -> 2
    [-5n, 2n, -2n], // -2.5 -> -2: half up is toward +∞ on either side of zero
    [-7n, 2n, -3n], // -3.5 -> -3
    [-8n, 3n, -3n], // -2.67 -> -3
    [0n, 7n, 0n],
  ])('when %p is divided by %p, then it is %p', (numerator, denominator, expected) => {
    expect(divideHalfUp(numerator, denominator)).toBe(expected);
  });

  it('when the divisor is not above 0, then it is refused', () => {
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('toPiastres / fromPiastres', () => {
  it.each([
    [0, 0],
    [19.99, 1999],
    [1.15, 115], // 1.15 * 100 is 114.99999999999999 in binary
    [4.35, 435],
    [1_000_000, 100_000_000],
    [0.285, 29], // a third decimal is rounded half up
    [0.284, 28],
  ])('when %p EGP is converted, then it is %p piastres', (egp, piastres) => {
    expect(toPiastres(egp)).toBe(piastres);
  });

  it.each([-0.01, Number.NaN, Number.POSITIVE_INFINITY])(
    'when %p is converted, then it is refused',
    (egp) => {
      expect(() => toPiastres(egp)).toThrow(RangeError);
    },
  );

  it('when piastres are converted back, then the 2-decimal EGP number comes out', () => {
    expect(fromPiastres(1999)).toBe(19.99);
    expect(fromPiastres(115)).toBe(1.15);
    expect(() => fromPiastres(1.5)).toThrow(RangeError);
  });
});

describe('percentOfPiastres', () => {
  it.each([
    [1000, 14, 140],
    [1025, 14, 144], // 143.5 rounds half up
    [1024, 14, 143], // 143.36 rounds down
    [1, 50, 1], // 0.5 piastre rounds up
    [1, 49.99, 0],
    [3333, 12.5, 417], // 416.625
    [9999, 0.01, 1], // 0.9999
    [12345, 0, 0],
    [12345, 100, 12345],
  ])('when %p piastres are taxed at %p%%, then the tax is %p piastres', (amount, percent, expected) => {
    expect(percentOfPiastres(amount, percent)).toBe(expected);
  });

  it('when the amount is the largest an order can hold, then the result is still exact', () => {
    const largest = 100 * 99 * 100_000_000; // 100 lines of 99 units at 1,000,000 EGP, in piastres
    expect(percentOfPiastres(largest, 14.37)).toBe(142_263_000_000);
    expect(percentOfPiastres(largest + 5, 14.37)).toBe(142_263_000_001); // + 0.7185
  });

  it('when a rate has binary noise (0.1 + 0.2), then it counts as the 2-decimal rate', () => {
    expect(percentOfPiastres(10_000, 0.1 + 0.2)).toBe(30);
  });
});

describe('formatEGP', () => {
  it.each([
    [349, '349.00 EGP'],
    [349.5, '349.50 EGP'],
    [0, '0.00 EGP'],
    [1.005, '1.01 EGP'],
    [12000.456, '12000.46 EGP'],
    [1e-7, '0.00 EGP'],
    [-12.5, '-12.50 EGP'],
  ])('when the amount is %p, then it shows %p', (amount, text) => {
    expect(formatEGP(amount)).toBe(text);
  });

  it('when the amount is not a number, then it shows zero rather than NaN', () => {
    expect(formatEGP(Number.NaN)).toBe('0.00 EGP');
  });

  it('when the currency goes first, then the amount keeps 2 decimals', () => {
    expect(formatEGPPrefix(85.1)).toBe('EGP 85.10');
  });
});

describe('savingsPercent', () => {
  it('when the old price is above 0, then it is the rounded share saved', () => {
    expect(savingsPercent(75, 100)).toBe(25);
    expect(savingsPercent(349, 499)).toBe(30); // 30.06 -> 30
    expect(savingsPercent(2, 3)).toBe(33); // 33.3 -> 33
    expect(savingsPercent(1, 3)).toBe(67); // 66.7 -> 67
    expect(savingsPercent(1, 8)).toBe(88); // 87.5 -> 88, half up
  });

  it('when the old price is 0 or missing, then there is no badge', () => {
    expect(savingsPercent(100, 0)).toBeNull();
    expect(savingsPercent(100, Number.NaN)).toBeNull();
  });

  it('when the old price equals the price, then the saving is 0', () => {
    expect(savingsPercent(100, 100)).toBe(0);
  });
});
