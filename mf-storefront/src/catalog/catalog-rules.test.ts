import { buildProduct } from '../test-support/build-product';
import { ALL_CATEGORIES, filterProducts, isSortKey, newestProducts, shownTitle, sortProducts } from './catalog-rules';

const lipstick = buildProduct({ title: 'Velvet Lipstick', price: 349, createdAt: '2026-01-10T10:00:00.000Z' });
const serum = buildProduct({ title: 'rose serum', price: 520.5, createdAt: '2026-03-01T10:00:00.000Z' });
const blush = buildProduct({ title: 'Apricot Blush', price: 210, createdAt: '2025-12-24T10:00:00.000Z', availability: false });
const mascara = buildProduct({ title: 'Midnight Mascara', price: 349, createdAt: '2026-02-14T10:00:00.000Z' });
const products = [lipstick, serum, blush, mascara];
const titles = (list: Array<{ title: string }>) => list.map((p) => p.title);

describe('sorting', () => {
  it('when sorting A-Z or Z-A, then titles are compared without regard to letter case', () => {
    expect(titles(sortProducts(products, 'az'))).toEqual(['Apricot Blush', 'Midnight Mascara', 'rose serum', 'Velvet Lipstick']);
    expect(titles(sortProducts(products, 'za'))).toEqual(['Velvet Lipstick', 'rose serum', 'Midnight Mascara', 'Apricot Blush']);
  });

  it('when sorting by price, then equal prices keep their order', () => {
    expect(titles(sortProducts(products, 'priceAsc'))).toEqual(['Apricot Blush', 'Velvet Lipstick', 'Midnight Mascara', 'rose serum']);
    expect(titles(sortProducts(products, 'priceDesc'))).toEqual(['rose serum', 'Velvet Lipstick', 'Midnight Mascara', 'Apricot Blush']);
  });

  it('when sorting by date, then old to new and new to old follow createdAt', () => {
    expect(titles(sortProducts(products, 'dateAsc'))).toEqual(['Apricot Blush', 'Velvet Lipstick', 'Midnight Mascara', 'rose serum']);
    expect(titles(sortProducts(products, 'dateDesc'))).toEqual(['rose serum', 'Midnight Mascara', 'Velvet Lipstick', 'Apricot Blush']);
  });

  it('when sorting, then the input list is left untouched', () => {
    const before = [...products];
    sortProducts(products, 'az');
    expect(products).toEqual(before);
  });

  it('knows exactly the six sort keys', () => {
    expect(['az', 'za', 'priceAsc', 'priceDesc', 'dateAsc', 'dateDesc'].every(isSortKey)).toBe(true);
    expect(isSortKey('price')).toBe(false);
  });
});

describe('filtering', () => {
  const skincare = 'a'.repeat(24);
  const makeup = 'b'.repeat(24);
  const catalog = [
    buildProduct({ title: 'Rose Serum', product_category_id: skincare }),
    buildProduct({ title: 'Rose Lipstick', product_category_id: makeup, availability: false }),
    buildProduct({ title: 'Night Cream', product_category_id: skincare }),
    buildProduct({ title: 'Loose Powder', product_category_id: null }),
  ];

  it('when no filter is set, then every product shows', () => {
    expect(filterProducts(catalog, { category: ALL_CATEGORIES, search: '', inStockOnly: false })).toHaveLength(4);
  });

  it('when a category is chosen, then only its products show', () => {
    expect(titles(filterProducts(catalog, { category: skincare, search: '', inStockOnly: false }))).toEqual([
      'Rose Serum',
      'Night Cream',
    ]);
  });

  it('when searching, then the title must contain the text in any letter case', () => {
    expect(titles(filterProducts(catalog, { category: ALL_CATEGORIES, search: '  rOSE ', inStockOnly: false }))).toEqual([
      'Rose Serum',
      'Rose Lipstick',
    ]);
    expect(filterProducts(catalog, { category: ALL_CATEGORIES, search: 'lavender', inStockOnly: false })).toEqual([]);
  });

  it('when In stock only is on, then unavailable products are hidden, combined with the other filters', () => {
    expect(titles(filterProducts(catalog, { category: ALL_CATEGORIES, search: 'rose', inStockOnly: true }))).toEqual(['Rose Serum']);
  });
});

describe('the catalogue filter in Arabic (issue 30)', () => {
  const arabic = [
    buildProduct({ title: 'Rose Serum', titleAr: 'سيروم الورد' }),
    buildProduct({ title: 'Vitamin C Serum', titleAr: 'سيروم فيتامين سي' }),
    buildProduct({ title: 'Night Cream' }),
  ];
  const all = (search: string) => ({ category: ALL_CATEGORIES, search, inStockOnly: false });

  it('when the page is Arabic, then the substring is looked for in the Arabic title', () => {
    expect(titles(filterProducts(arabic, all('سيروم'), 'ar'))).toEqual(['Rose Serum', 'Vitamin C Serum']);
    expect(filterProducts(arabic, all('serum'), 'ar').map((p) => p.title)).toEqual([]);
  });

  it('when a product has no Arabic title, then its English title is the one shown and searched', () => {
    expect(titles(filterProducts(arabic, all('cream'), 'ar'))).toEqual(['Night Cream']);
    expect(shownTitle(arabic[2]!, 'ar')).toBe('Night Cream');
  });

  it('when the page is English, then the Arabic titles play no part', () => {
    expect(filterProducts(arabic, all('سيروم'), 'en')).toEqual([]);
    expect(titles(filterProducts(arabic, all('serum'), 'en'))).toEqual(['Rose Serum', 'Vitamin C Serum']);
  });

  it('when sorted A-Z on an Arabic page, then by the Arabic titles, Arabic letters first', () => {
    expect(sortProducts(arabic, 'az', 'ar').map((p) => shownTitle(p, 'ar'))).toEqual(['سيروم الورد', 'سيروم فيتامين سي', 'Night Cream']);
  });
});

describe('newest products', () => {
  it('when asked for the 4 newest, then they come newest first, without the excluded product', () => {
    expect(titles(newestProducts(products, 4))).toEqual(['rose serum', 'Midnight Mascara', 'Velvet Lipstick', 'Apricot Blush']);
    expect(titles(newestProducts(products, 2, serum._id))).toEqual(['Midnight Mascara', 'Velvet Lipstick']);
  });
});
