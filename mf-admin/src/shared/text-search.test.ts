import { matchesQuery } from './text-search';

describe('search', () => {
  it('when the query is blank, then everything matches', () => {
    expect(matchesQuery('  ', ['anything'])).toBe(true);
    expect(matchesQuery('', [])).toBe(true);
  });

  it('when any field contains the query in any letter case, then it matches', () => {
    expect(matchesQuery('mona', ['Mona Adel', 'x@y.z'])).toBe(true);
    expect(matchesQuery(' SHOP.LOCAL ', ['Mona', 'mona@shop.local'])).toBe(true);
    expect(matchesQuery('0100', [null, undefined, '+20 100 123'])).toBe(false);
    expect(matchesQuery('123', [12345])).toBe(true);
  });
});
