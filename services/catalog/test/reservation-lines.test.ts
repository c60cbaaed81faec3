import { STOCK_HOLDS_PATH } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import { createProduct } from './support/builders';
import { startCatalog, type CatalogTestbed } from './support/catalog-app';
import { line, reserve, ruby } from './support/holds';

let bed: CatalogTestbed;
beforeAll(async () => {
  bed = await startCatalog();
});
afterAll(() => bed.close());

const small = { name: 'Size', value: '4 g' };

describe('a reservation judges every line before it takes stock', () => {
  it('when every line can be had, then each comes back with the catalog price and nothing else', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Rose Lipstick', price: 349.99 });
    const res = await reserve(bed.app, [line(product._id, 2, [ruby, small])]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ productId: product._id, available: true, problems: [] }),
    ]);
    expect(res.json().items[0].product).toMatchObject({ title: 'Rose Lipstick', price: 349.99 });
    expect(res.json().items[0].product).not.toHaveProperty('rating');
  });

  it('when the product is unknown, then 409 says it is no longer available', async () => {
    const res = await reserve(bed.app, [line(new ObjectId().toHexString(), 1, [])]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', error: 'This product is no longer available' });
  });

  it('when the admin took the product off sale, then 409 says it is sold out', async () => {
    const product = await createProduct(bed.app, bed.adminToken, {
      title: 'Rose Lipstick',
      availability: false,
    });
    const res = await reserve(bed.app, [line(product._id, 1, [ruby, small])]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Rose Lipstick is sold out');
  });

  it('when the chosen option value does not exist, then 409 names it', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Rose Lipstick' });
    const res = await reserve(bed.app, [line(product._id, 1, [{ name: 'Color', value: 'Teal' }, small])]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("Rose Lipstick has no Color 'Teal'");
  });

  it('when the body is malformed or carries a price, then 400', async () => {
    const orderId = new ObjectId().toHexString();
    const post = (items: unknown[]) =>
      bed.app.inject({ method: 'POST', url: STOCK_HOLDS_PATH, payload: { orderId, items } });
    expect((await post([])).statusCode).toBe(400);
    expect((await post([{ productId: 'x', quantity: 1, selectedOptions: [] }])).statusCode).toBe(400);
    const priced = await post([
      { productId: new ObjectId().toHexString(), quantity: 1, selectedOptions: [], price: 1 },
    ]);
    expect(priced.statusCode).toBe(400);
  });

  it('when the gateway path /api/internal is tried, then there is no such route', async () => {
    const res = await bed.app.inject({ method: 'POST', url: `/api${STOCK_HOLDS_PATH}`, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
