import type { Product } from '@shop/contracts';
import { quoteLines } from './quote-lines';

const LIPSTICK = '65f1a2b3c4d5e6f708192a3b';
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
  it("when the chosen shade has an image, then the line's product carries that image; without one, the main image", () => {
    const image = 'e'.repeat(24);
    const product = buildProduct({
      image: '/api/images/main',
      options: [
        {
          name: 'Color',
          values: [
            { label: 'Ruby', hex: '#9b111e', stock: 2, image },
            { label: 'Coral', hex: '#ff7f50', stock: 2 },
          ],
        },
      ],
    });
    const [shade, plain] = quoteLines(
      [
        { productId: LIPSTICK, quantity: 1, selectedOptions: ruby },
        { productId: LIPSTICK, quantity: 1, selectedOptions: [{ name: 'Color', value: 'Coral' }] },
      ],
      catalog(product),
    );
    expect(shade!.product!.image).toBe(`/api/images/${image}`);
    expect(plain!.product!.image).toBe('/api/images/main');
  });

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

  it('when the admin took the product off sale, then the line says it is sold out', () => {
    const [line] = quoteLines(
      [{ productId: LIPSTICK, quantity: 1, selectedOptions: ruby }],
      catalog(buildProduct({ availability: false, forSale: false })),
    );
    expect(line).toMatchObject({ available: false, problems: ['Rose Lipstick is sold out'] });
  });

  it('when a value has no stock left, then the line still passes: the stock hold judges stock by taking it', () => {
    const empty = buildProduct({
      availability: false,
      forSale: true,
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 0 }] }],
    });
    const [line] = quoteLines([{ productId: LIPSTICK, quantity: 1, selectedOptions: ruby }], catalog(empty));
    expect(line).toMatchObject({ available: true, problems: [] });
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
});
