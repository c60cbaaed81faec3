import { formatEGP, formatEGPPrefix } from './money-format';

describe('formatEGP', () => {
  it.each([
    [349, '349.00 EGP'],
    [349.5, '349.50 EGP'],
    [0, '0.00 EGP'],
    [1.005, '1.01 EGP'],
    [12000.456, '12000.46 EGP'],
    [1e-7, '0.00 EGP'],
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
