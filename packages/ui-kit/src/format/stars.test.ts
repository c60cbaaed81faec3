import { starParts } from './stars';

describe('starParts', () => {
  it.each([
    [5, { full: 5, half: 0, empty: 0 }],
    [4.8, { full: 4, half: 1, empty: 0 }],
    [4.5, { full: 4, half: 1, empty: 0 }],
    [4.3, { full: 4, half: 0, empty: 1 }],
    [3, { full: 3, half: 0, empty: 2 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
    [0, { full: 0, half: 0, empty: 5 }],
  ])('when the rating is %p, then the stars are %p', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it('when the rating is out of range or not a number, then it is clamped to 0..5', () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
