import { moveActive, searchPath, shouldSuggest, suggestionOptions } from './combobox-rules';

const answer = {
  data: [{ _id: 'a'.repeat(24), title: 'Vitamin C Serum', price: 349, image: '/api/images/x', category: null }],
  total: 3,
  categories: [{ _id: 'c'.repeat(24), title: 'Serums' }],
};

describe('the header search rules', () => {
  it('when one letter is typed, then nothing is asked; from the second, suggestions are', () => {
    expect(shouldSuggest(' s ')).toBe(false);
    expect(shouldSuggest('se')).toBe(true);
    expect(shouldSuggest('سي')).toBe(true);
  });

  it('when a query is searched, then its page address carries it encoded', () => {
    expect(searchPath(' vitamin c & e ')).toBe('/search?q=vitamin%20c%20%26%20e');
  });

  it('when the catalog answers, then products come first, then categories, then all results', () => {
    expect(suggestionOptions(answer, 'ser').map((option) => [option.kind, option.to])).toEqual([
      ['product', `/products/${'a'.repeat(24)}`],
      ['category', `/our-collection?category=${'c'.repeat(24)}`],
      ['all', '/search?q=ser'],
    ]);
  });

  it('when nothing matches, then there is no "all results" option', () => {
    expect(suggestionOptions({ data: [], total: 0, categories: [] }, 'zz')).toEqual([]);
  });

  it('when the arrows are pressed, then the active option moves and wraps', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
