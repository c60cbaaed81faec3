import { paginate } from './paging';

const list = Array.from({ length: 13 }, (_, i) => i + 1);

describe('pagination', () => {
  it('when a middle page is asked, then it holds that page of items and their positions', () => {
    expect(paginate(list, 2, 5)).toEqual({
      page: 2,
      pages: 3,
      items: [6, 7, 8, 9, 10],
      from: 6,
      to: 10,
      total: 13,
    });
  });

  it('when the last page is short, then it holds the rest', () => {
    expect(paginate(list, 3, 5)).toMatchObject({ items: [11, 12, 13], from: 11, to: 13 });
  });

  it('when the page asked no longer exists, then the last page is shown', () => {
    expect(paginate(list.slice(0, 4), 3, 3)).toMatchObject({ page: 2, pages: 2, items: [4] });
  });

  it('when the list is empty, then there is one empty page', () => {
    expect(paginate([], 4, 6)).toEqual({ page: 1, pages: 1, items: [], from: 0, to: 0, total: 0 });
  });
});
