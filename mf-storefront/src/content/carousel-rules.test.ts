import { cardsPerRow, step, visibleIndexes } from './carousel-rules';

describe('reviews carousel', () => {
  it('when the screen is small, md or lg, then 1, 2 or 3 cards show per row', () => {
    expect(cardsPerRow(360)).toBe(1);
    expect(cardsPerRow(767)).toBe(1);
    expect(cardsPerRow(768)).toBe(2);
    expect(cardsPerRow(1023)).toBe(2);
    expect(cardsPerRow(1024)).toBe(3);
    expect(cardsPerRow(1920)).toBe(3);
  });

  it('when the row reaches the end, then it wraps to the first reviews', () => {
    expect(visibleIndexes(0, 3, 5)).toEqual([0, 1, 2]);
    expect(visibleIndexes(4, 3, 5)).toEqual([4, 0, 1]);
  });

  it('when there are fewer reviews than places, then each shows once', () => {
    expect(visibleIndexes(0, 3, 2)).toEqual([0, 1]);
    expect(visibleIndexes(0, 3, 0)).toEqual([]);
  });

  it('when pressing previous on the first or next on the last, then it wraps around', () => {
    expect(step(0, -1, 5)).toBe(4);
    expect(step(4, 1, 5)).toBe(0);
    expect(step(2, 1, 5)).toBe(3);
    expect(step(0, 1, 0)).toBe(0);
  });
});
