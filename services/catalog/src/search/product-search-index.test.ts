import type { Product } from '@shop/contracts';
import { ProductSearchIndex, type SearchableProduct } from './product-search-index';

let next = 0;
/** A product as product.updated carries it; override what the case is about. */
function buildProduct(overrides: Partial<SearchableProduct> = {}): SearchableProduct {
  next += 1;
  const base: Product = {
    _id: next.toString(16).padStart(24, '0'),
    title: 'Velvet Matte Lipstick',
    description: 'Long-wear matte lipstick.',
    price: 349,
    oldPrice: 0,
    image: '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa',
    availability: true,
    product_category_id: null,
    rating: 4,
    reviews: 1,
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
    isBundle: false,
    bundleCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return { ...base, ...overrides };
}

const titles = (index: ProductSearchIndex, q: string, lang: 'en' | 'ar' = 'en') =>
  index.search(q, lang, 50).data.map((hit) => hit.title);

describe('ProductSearchIndex', () => {
  it('when a word of five letters or more has one typo, then it is found; a shorter one is not', () => {
    const index = new ProductSearchIndex();
    index.upsert(buildProduct({ title: 'Vitamin C Serum' }));
    expect(titles(index, 'serun')).toEqual(['Vitamin C Serum']);
    expect(titles(index, 'vitamon')).toEqual(['Vitamin C Serum']);
    expect(titles(index, 'rubi')).toEqual([]);
  });

  it('when the query is the start of a word, then the word is found', () => {
    const index = new ProductSearchIndex();
    index.upsert(buildProduct({ title: 'Vitamin C Serum' }));
    expect(titles(index, 'seru')).toEqual(['Vitamin C Serum']);
  });

  it('when a word is in the title of one product and in the description of another, then the title comes first', () => {
    const index = new ProductSearchIndex();
    index.upsert(buildProduct({ title: 'Night Cream', description: 'Use after your serum.' }));
    index.upsert(buildProduct({ title: 'Glow Serum', description: 'A light serum.' }));
    expect(titles(index, 'serum')).toEqual(['Glow Serum', 'Night Cream']);
  });

  it('when an option label, category or Arabic title matches, then the product is found, titled in the asked language', () => {
    const index = new ProductSearchIndex();
    index.setCategories([{ _id: 'c'.repeat(24), title: 'Skincare', titleAr: 'العناية بالبشرة' }]);
    index.upsert(
      buildProduct({ title: 'Moisturiser', titleAr: 'مرطّب', product_category_id: 'c'.repeat(24) }),
    );
    expect(titles(index, 'ruby')).toEqual(['Moisturiser']);
    expect(titles(index, 'skinc')).toEqual(['Moisturiser']);
    expect(titles(index, 'مرطب', 'ar')).toEqual(['مرطّب']);
    expect(titles(index, 'بشره', 'ar')).toEqual(['مرطّب']);
    expect(index.search('مرطب', 'ar', 5).data[0]!.category).toEqual({ _id: 'c'.repeat(24), title: 'العناية بالبشرة' });
    expect(index.search('skin', 'en', 5).categories).toEqual([{ _id: 'c'.repeat(24), title: 'Skincare' }]);
  });

  it('when Arabic has no twin, then the English title is shown in Arabic', () => {
    const index = new ProductSearchIndex();
    index.upsert(buildProduct({ title: 'Glow Serum' }));
    expect(titles(index, 'glow', 'ar')).toEqual(['Glow Serum']);
  });

  it('when an older snapshot arrives after a newer one, then the newer one stays', () => {
    const index = new ProductSearchIndex();
    const product = buildProduct({ title: 'Glow Serum', updatedAt: '2026-02-01T00:00:00.000Z' });
    index.upsert(product);
    index.upsert({ ...product, title: 'Old Name', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(titles(index, 'glow')).toEqual(['Glow Serum']);
  });

  it('when a product is removed or a category renamed, then the search follows', () => {
    const index = new ProductSearchIndex();
    index.setCategories([{ _id: 'd'.repeat(24), title: 'Lips' }]);
    const product = buildProduct({ title: 'Balm', description: 'Soft.', product_category_id: 'd'.repeat(24) });
    index.upsert(product);
    index.setCategories([{ _id: 'd'.repeat(24), title: 'Mouth' }]);
    expect(titles(index, 'lips')).toEqual([]);
    expect(titles(index, 'mouth')).toEqual(['Balm']);
    index.remove(product._id);
    expect(index.search('balm', 'en', 5)).toEqual({ data: [], total: 0, categories: [] });
  });
});
