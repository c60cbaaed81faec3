import { startCatalog, type CatalogTestbed } from './support/catalog-app';
import { createProduct } from './support/builders';

let bed: CatalogTestbed;
beforeAll(async () => {
  bed = await startCatalog();
});
afterAll(() => bed.close());

const ruby = { name: 'Color', value: 'Ruby' };
const small = { name: 'Size', value: '4 g' };
const quote = (items: unknown[]) =>
  bed.app.inject({ method: 'POST', url: '/internal/catalog/quote', payload: { items } });

describe('POST /internal/catalog/quote', () => {
  it('when every line can be served, then each is available with the current price', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { price: 349.99 });
    const res = await quote([{ productId: product._id, quantity: 2, selectedOptions: [ruby, small] }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          productId: product._id,
          available: true,
          problems: [],
          product: expect.objectContaining({
            _id: product._id,
            title: 'Velvet Matte Lipstick',
            price: 349.99,
            availability: true,
          }),
        },
      ],
    });
  });

  it('when the product is unknown, then its line has no product and is unavailable', async () => {
    const res = await quote([{ productId: '65f1a2b3c4d5e6f708192a3b', quantity: 1, selectedOptions: [] }]);
    expect(res.json().items[0]).toEqual({
      productId: '65f1a2b3c4d5e6f708192a3b',
      product: null,
      available: false,
      problems: ['This product is no longer available'],
    });
  });

  it('when the product is unavailable, then the line says it is sold out', async () => {
    const product = await createProduct(bed.app, bed.adminToken, {
      title: 'Rose Lipstick',
      availability: false,
    });
    const res = await quote([{ productId: product._id, quantity: 1, selectedOptions: [ruby, small] }]);
    expect(res.json().items[0]).toMatchObject({ available: false, problems: ['Rose Lipstick is sold out'] });
  });

  it('when the chosen option value does not exist, then the line names it', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Rose Lipstick' });
    const res = await quote([
      { productId: product._id, quantity: 1, selectedOptions: [{ name: 'Color', value: 'Teal' }, small] },
    ]);
    expect(res.json().items[0]).toMatchObject({
      available: false,
      problems: ["Rose Lipstick has no Color 'Teal'"],
    });
  });

  it('when two lines of one product together want more of a value than is left, then both say how many are left', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Rose Lipstick' });
    const res = await quote([
      { productId: product._id, quantity: 3, selectedOptions: [ruby, small] },
      { productId: product._id, quantity: 3, selectedOptions: [ruby, small] },
    ]);
    const problems = res.json().items.map((line: { problems: string[] }) => line.problems);
    expect(problems).toEqual([
      ['Only 5 left of Rose Lipstick (Color: Ruby)'],
      ['Only 5 left of Rose Lipstick (Color: Ruby)'],
    ]);
  });

  it('when the body is malformed, then it is refused with 400', async () => {
    expect((await quote([])).statusCode).toBe(400);
    expect((await quote([{ productId: 'x', quantity: 1, selectedOptions: [] }])).statusCode).toBe(400);
    const priced = await quote([
      { productId: '65f1a2b3c4d5e6f708192a3b', quantity: 1, selectedOptions: [], price: 1 },
    ]);
    expect(priced.statusCode).toBe(400);
  });

  it('when the gateway path /api/internal is tried, then there is no such route', async () => {
    const res = await bed.app.inject({
      method: 'POST',
      url: '/api/internal/catalog/quote',
      payload: { items: [] },
    });
    expect(res.statusCode).toBe(404);
  });
});
