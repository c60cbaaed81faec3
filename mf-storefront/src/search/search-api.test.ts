import { queryOf } from './search-api';

describe('queryOf', () => {
  it('when the address has a query, then it is trimmed and cut to what the API takes', () => {
    expect(queryOf(new URLSearchParams('q=%20serum%20'))).toBe('serum');
    expect(queryOf(new URLSearchParams(`q=${'x'.repeat(120)}`))).toHaveLength(100);
    expect(queryOf(new URLSearchParams(''))).toBe('');
  });
});
