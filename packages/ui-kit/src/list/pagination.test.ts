import { clampPage, pageCount, pageSlice } from './pagination';

const items = Array.from({ length: 14 }, (_, i) => i + 1);

describe('pagination', () => {
  it('when 14 items are shown 6 per page, then there are 3 pages and the last holds 2', () => {
    expect(pageCount(14, 6)).toBe(3);
    expect(pageSlice(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(items, 3, 6)).toEqual([13, 14]);
  });

  it('when the list is empty, then there is still one (empty) page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageSlice([], 1, 6)).toEqual([]);
  });

  it('when the page is past the end or below 1, then it is clamped', () => {
    expect(clampPage(9, 14, 6)).toBe(3);
    expect(clampPage(0, 14, 6)).toBe(1);
    expect(pageSlice(items, 9, 6)).toEqual([13, 14]);
  });
});
