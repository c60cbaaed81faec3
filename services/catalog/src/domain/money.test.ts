import { toEgp, toPiastres } from './money';

describe('money', () => {
  it('when a price with float noise is stored, then it becomes whole piastres and comes back exact', () => {
    expect(toPiastres(349.99)).toBe(34_999);
    expect(toPiastres(0.1 + 0.2)).toBe(30);
    expect(toEgp(toPiastres(1_000_000))).toBe(1_000_000);
    expect(toEgp(34_999)).toBe(349.99);
  });
});
