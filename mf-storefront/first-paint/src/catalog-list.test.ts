import { buildProduct } from '../../src/test-support/build-product';
import { DEFAULT_QUERY, catalogPage, catalogQueryString, readCatalogQuery } from './catalog-list';

const read = (query: string) => readCatalogQuery(new URLSearchParams(query));

describe('the catalogue address', () => {
  it('when the address has no query, then the list is the default one (all, no search, newest first, page 1)', () => {
    expect(read('')).toEqual(DEFAULT_QUERY);
    expect(catalogQueryString(DEFAULT_QUERY)).toBe('');
  });

  it('when every parameter is set, then it is read and written back the same, defaults left out', () => {
    const query = read('category=c1&q=rose%20oil&inStock=true&sort=priceAsc&page=2');
    expect(query).toEqual({
      category: 'c1',
      search: 'rose oil',
      inStockOnly: true,
      sort: 'priceAsc',
      page: 2,
    });
    expect(catalogQueryString(query)).toBe('?category=c1&q=rose+oil&inStock=true&sort=priceAsc&page=2');
    expect(catalogQueryString({ ...query, sort: 'dateDesc', page: 1, inStockOnly: false })).toBe(
      '?category=c1&q=rose+oil',
    );
  });

  it('when a parameter is malformed, then its default is used instead of an error', () => {
    expect(read('sort=cheapest&page=-3&inStock=yes')).toEqual(DEFAULT_QUERY);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });
});

describe('the page a query shows', () => {
  const products = Array.from({ length: 14 }, (_, index) =>
    buildProduct({
      title: `Serum ${String(index).padStart(2, '0')}`,
      price: 100 + index,
      availability: index % 2 === 0,
      product_category_id: index < 12 ? 'c1' : 'c2',
      createdAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    }),
  );

  it('when filtered by category and stock, sorted by price and on page 2, then the right 6 or fewer show', () => {
    const list = catalogPage(products, {
      category: 'c1',
      search: 'serum',
      inStockOnly: true,
      sort: 'priceDesc',
      page: 1,
    });
    expect(list.total).toBe(6);
    expect(list.shown.map((product) => product.title)).toEqual([
      'Serum 10',
      'Serum 08',
      'Serum 06',
      'Serum 04',
      'Serum 02',
      'Serum 00',
    ]);
    const second = catalogPage(products, { ...DEFAULT_QUERY, sort: 'az', page: 2 });
    expect(second).toMatchObject({ total: 14, page: 2, pages: 3 });
    expect(second.shown.map((product) => product.title)).toEqual([
      'Serum 06',
      'Serum 07',
      'Serum 08',
      'Serum 09',
      'Serum 10',
      'Serum 11',
    ]);
  });

  it('when the page asked for is past the last one, then the last page shows', () => {
    const list = catalogPage(products, { ...DEFAULT_QUERY, page: 9 });
    expect(list).toMatchObject({ page: 3, pages: 3 });
    expect(list.shown).toHaveLength(2);
  });
});
