import type { Product } from '@shop/contracts';
import { quoteLines } from './quote-lines';

const LIPSTICK = '65f1a2b3c4d5e6f708192a3b';
const TRIO = '65f1a2b3c4d5e6f708192a3c';
const UNKNOWN = '65f1a2b3c4d5e6f708192a3d';

function buildProduct(overrides: Partial<Product>): Product {
  return {
    _id: LIPSTICK,
    title: 'Rose Lipstick',
    description: 'Creamy satin lipstick.',
    price: 249.5,
    oldPrice: 0,
    image: '',
    availability: true,
    product_category_id: null,
    rating: 4.5,
    reviews: 10,
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 2 }] }],
    isBundle: false,
    bundleCount: 1,
    createdAt: '2025-03-14T10:15:30.000Z',
    ...overrides,
  };
}

const ruby = [{ name: 'Color' as const, value: 'Ruby' }];
const catalog = (...products: Product[]) => new Map(products.map((p) => [p._id, p]));

describe('quoteLines', () => {
  it('when the line can be served, then it is available with the current price and no problem', () => {
    const [line] = quoteLines(
      [{ productId: LIPSTICK, quantity: 2, selectedOptions: ruby }],
      catalog(buildProduct({})),
    );
    expect(line).toMatchObject({
      available: true,
      problems: [],
      product: { price: 249.5, title: 'Rose Lipstick' },
    });
    expect(line?.product).not.toHaveProperty('rating');
  });

  it('when the product is unknown, then the product is null and the line unavailable', () => {
    const [line] = quoteLines([{ productId: UNKNOWN, quantity: 1, selectedOptions: [] }], catalog());
    expect(line).toEqual({
      productId: UNKNOWN,
      product: null,
      available: false,
      problems: ['This product is no longer available'],
    });
  });

  it('when the product is unavailable, then the line says it is sold out', () => {
    const [line] = quoteLines(
      [{ productId: LIPSTICK, quantity: 1, selectedOptions: ruby }],
      catalog(buildProduct({ availability: false })),
    );
    expect(line).toMatchObject({ available: false, problems: ['Rose Lipstick is sold out'] });
  });

  it('when two lines of the same product together ask more than is left, then both are refused', () => {
    const lines = quoteLines(
      [
        { productId: LIPSTICK, quantity: 2, selectedOptions: ruby },
        { productId: LIPSTICK, quantity: 1, selectedOptions: ruby },
      ],
      catalog(buildProduct({})),
    );
    expect(lines.map((l) => l.problems)).toEqual([
      ['Only 2 left of Rose Lipstick (Color: Ruby)'],
      ['Only 2 left of Rose Lipstick (Color: Ruby)'],
    ]);
  });

  it('when a bundle picks the last value for two of its items, then it counts twice', () => {
    const trio = buildProduct({ _id: TRIO, title: 'Lip Trio', isBundle: true, bundleCount: 2 });
    const [line] = quoteLines(
      [{ productId: TRIO, quantity: 2, selectedOptions: [...ruby, ...ruby] }],
      catalog(trio),
    );
    expect(line?.problems).toEqual(['Only 2 left of Lip Trio (Color: Ruby)']);
  });

  it('when the chosen value does not exist or a choice is missing, then the line says which', () => {
    const [wrong, missing] = quoteLines(
      [
        { productId: LIPSTICK, quantity: 1, selectedOptions: [{ name: 'Color', value: 'Teal' }] },
        { productId: LIPSTICK, quantity: 1, selectedOptions: [] },
      ],
      catalog(buildProduct({})),
    );
    expect(wrong?.problems).toEqual(["Rose Lipstick has no Color 'Teal'"]);
    expect(missing?.problems).toEqual(['Please choose one Color for Rose Lipstick']);
  });

  it('when a value has no stock at all, then it is called sold out', () => {
    const empty = buildProduct({
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 0 }] }],
    });
    const [line] = quoteLines([{ productId: LIPSTICK, quantity: 1, selectedOptions: ruby }], catalog(empty));
    expect(line?.problems).toEqual(['Rose Lipstick (Color: Ruby) is sold out']);
  });
});
