import { savingsPercent } from './savings';

describe('savingsPercent', () => {
  it('when the old price is above 0, then it is the rounded share saved', () => {
    expect(savingsPercent(75, 100)).toBe(25);
    expect(savingsPercent(349, 499)).toBe(30); // 30.06 -> 30
    expect(savingsPercent(2, 3)).toBe(33); // 33.3 -> 33
    expect(savingsPercent(1, 3)).toBe(67); // 66.7 -> 67
  });

  it('when the old price is 0 or missing, then there is no badge', () => {
    expect(savingsPercent(100, 0)).toBeNull();
    expect(savingsPercent(100, Number.NaN)).toBeNull();
  });

  it('when the old price equals the price, then the saving is 0', () => {
    expect(savingsPercent(100, 100)).toBe(0);
  });
});
