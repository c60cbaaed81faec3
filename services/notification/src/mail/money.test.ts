import { formatEGP, formatLineTotal, formatPiastres } from './money';

describe('EGP amounts in e-mails', () => {
  it('when an amount is whole or has decimals, then it shows two decimals and the currency after it', () => {
    expect(formatEGP(349)).toBe('349.00 EGP');
    expect(formatEGP(1588.94)).toBe('1588.94 EGP');
    expect(formatEGP(0.5)).toBe('0.50 EGP');
    expect(formatEGP(0)).toBe('0.00 EGP');
  });

  it('when a line total is taken, then it is counted in piastres with no float drift', () => {
    // 0.1 * 3 is 0.30000000000000004 in floating point
    expect(formatLineTotal(0.1, 3)).toBe('0.30 EGP');
    expect(formatLineTotal(19.99, 7)).toBe('139.93 EGP');
    expect(formatLineTotal(1.15, 100)).toBe('115.00 EGP');
  });

  it('when piastres are printed, then a negative amount keeps its sign and a fraction is refused', () => {
    expect(formatPiastres(-4390)).toBe('-43.90 EGP');
    expect(formatPiastres(5)).toBe('0.05 EGP');
    expect(() => formatPiastres(1.5)).toThrow(RangeError);
  });
});
