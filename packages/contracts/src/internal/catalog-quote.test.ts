import { ids, product } from '../__fixtures__/samples';
import { CatalogQuoteBody } from './catalog-quote';
import { ReserveStockResponse } from './stock-hold';

const line = {
  productId: ids.product,
  quantity: 2,
  selectedOptions: [{ name: 'Color', value: 'Rose Nude' }],
};

describe('CatalogQuoteBody', () => {
  it('when the order service asks about a few lines, then they pass as sent', () => {
    expect(CatalogQuoteBody.parse({ items: [line, { ...line, selectedOptions: [] }] })).toEqual({
      items: [line, { ...line, selectedOptions: [] }],
    });
  });

  it('when there is no line or more than 100, then it is rejected', () => {
    expect(CatalogQuoteBody.safeParse({ items: [] }).success).toBe(false);
    expect(CatalogQuoteBody.safeParse({ items: Array.from({ length: 101 }, () => line) }).success).toBe(
      false,
    );
  });

  it('when a quantity is 0, 100 or fractional, then it is rejected', () => {
    for (const quantity of [0, 100, 1.5]) {
      expect(CatalogQuoteBody.safeParse({ items: [{ ...line, quantity }] }).success).toBe(false);
    }
  });

  it('when an option is not Color or Size, the id is not an ObjectId or a key is unknown, then it is rejected', () => {
    const scent = { ...line, selectedOptions: [{ name: 'Scent', value: 'Oud' }] };
    expect(CatalogQuoteBody.safeParse({ items: [scent] }).success).toBe(false);
    expect(CatalogQuoteBody.safeParse({ items: [{ ...line, productId: { $ne: '' } }] }).success).toBe(false);
    expect(CatalogQuoteBody.safeParse({ items: [{ ...line, price: 1 }] }).success).toBe(false);
  });
});

describe('ReserveStockResponse', () => {
  it('when a line is known, then the product carries what the order needs and nothing more', () => {
    const answer = ReserveStockResponse.parse({
      items: [{ productId: ids.product, product, available: true, problems: [] }],
    });
    expect(Object.keys(answer.items[0]!.product!).sort()).toEqual(
      [
        '_id',
        'availability',
        'bundleCount',
        'description',
        'image',
        'isBundle',
        'options',
        'price',
        'product_category_id',
        'title',
      ].sort(),
    );
  });

  it('when a product is unknown, then it is null and the line says why', () => {
    const unknown = {
      productId: ids.product,
      product: null,
      available: false,
      problems: ['Product not found'],
    };
    expect(ReserveStockResponse.parse({ items: [unknown] })).toEqual({ items: [unknown] });
  });
});
