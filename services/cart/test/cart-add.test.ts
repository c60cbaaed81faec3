import { berry, buildProduct, roseNude } from './support/factories';
import { startCartApp, type CartTestApp } from './support/cart-app';

describe('POST /api/cart/add', () => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await startCartApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.catalog.failWith = undefined;
  });

  const add = (body: object) => t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body });
  const inCatalog = (overrides = {}) => {
    const product = buildProduct(overrides);
    t.catalog.put(product);
    return product;
  };

  it('when a product is added, then the line holds its snapshot, the quantity and the chosen options', async () => {
    const product = inCatalog();
    const res = await add({ productId: product._id, selectedOptions: berry, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items).toEqual([
      {
        product: { _id: product._id, title: product.title, price: 349.99, image: product.image },
        quantity: 2,
        selectedOptions: berry,
      },
    ]);
  });

  it('when the chosen shade has an image of its own, then the line shows that image; another shade the main one', async () => {
    const berryImage = 'b'.repeat(24);
    const product = inCatalog({
      options: [
        {
          name: 'Color',
          values: [
            { label: 'Rose Nude', hex: '#d8a39d', stock: 12 },
            { label: 'Berry', hex: '#8e3b5f', stock: 3, image: berryImage },
          ],
        },
        { name: 'Size', values: [{ label: '30 ml', stock: 40 }] },
      ],
    });
    const { sessionId } = (await add({ productId: product._id, selectedOptions: berry, quantity: 1 })).json();
    const res = await add({ sessionId, productId: product._id, selectedOptions: roseNude, quantity: 1 });
    expect(res.json().cart.items.map((i: { product: { image: string } }) => i.product.image)).toEqual([
      `/api/images/${berryImage}`,
      product.image,
    ]);
  });

  it('when the same product and options are added again, then that line grows; other options get their own line', async () => {
    const product = inCatalog();
    const { sessionId } = (await add({ productId: product._id, selectedOptions: berry, quantity: 1 })).json();
    await add({
      sessionId,
      productId: product._id,
      selectedOptions: [berry[1], { name: 'Color', value: 'berry' }],
      quantity: 2,
    });
    const res = await add({ sessionId, productId: product._id, selectedOptions: roseNude, quantity: 1 });
    expect(
      res
        .json()
        .cart.items.map((i: { quantity: number; selectedOptions: unknown }) => [
          i.selectedOptions,
          i.quantity,
        ]),
    ).toEqual([
      [berry, 3],
      [roseNude, 1],
    ]);
  });

  it.each([
    ['0', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['above 99', 100],
    ['huge', 1e12],
    ['text', '2'],
    ['missing', undefined],
  ])('when the quantity is %s, then 400', async (_label, quantity) => {
    const product = inCatalog();
    const res = await add({ productId: product._id, selectedOptions: berry, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('when the catalog does not know the product, then 404 "Product not found"', async () => {
    const res = await add({ productId: buildProduct()._id, selectedOptions: [], quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
  });

  it('when the product is unavailable, then 409 saying it is sold out', async () => {
    const product = inCatalog({ title: 'Glow Serum', availability: false });
    const res = await add({ productId: product._id, selectedOptions: berry, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Glow Serum is sold out', code: 'PRODUCT_UNAVAILABLE' });
  });

  it('when an option value does not exist or an option is missing, then 400 with a clear message', async () => {
    const product = inCatalog();
    const wrong = await add({
      productId: product._id,
      selectedOptions: [{ name: 'Color', value: 'Blue' }, berry[1]],
      quantity: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Color "Blue" does not exist for Velvet Matte Lipstick');
    const missing = await add({ productId: product._id, selectedOptions: [berry[0]], quantity: 1 });
    expect(missing.json().error).toBe('Please choose one Size for Velvet Matte Lipstick');
  });

  it('when more of a colour is asked for than the catalog has, then 409 with how many are left', async () => {
    const product = inCatalog();
    const { sessionId } = (await add({ productId: product._id, selectedOptions: berry, quantity: 2 })).json();
    const res = await add({ sessionId, productId: product._id, selectedOptions: berry, quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Only 3 left of Velvet Matte Lipstick (Color: Berry)',
      code: 'OUT_OF_STOCK',
    });
  });

  it('when a line would pass 99, then 400 and the line keeps its quantity', async () => {
    const product = inCatalog({ options: [] });
    const { sessionId } = (await add({ productId: product._id, quantity: 98 })).json();
    const res = await add({ sessionId, productId: product._id, quantity: 2 });
    expect(res.statusCode).toBe(400);
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?sessionId=${sessionId}` });
    expect(cart.json().cart.items[0].quantity).toBe(98);
  });

  it('when a product is added for the first time, then the catalog is asked once and remembered', async () => {
    const product = inCatalog();
    await add({ productId: product._id, selectedOptions: berry, quantity: 1 });
    await add({ productId: product._id, selectedOptions: berry, quantity: 1 });
    expect(t.catalog.requests.filter((id) => id === product._id)).toHaveLength(1);
  });

  it('when the catalog cannot be reached for an unknown product, then 503 and nothing is added', async () => {
    const product = inCatalog();
    t.catalog.failWith = 503;
    const res = await add({
      sessionId: 'catalog-down-session-0001',
      productId: product._id,
      selectedOptions: berry,
      quantity: 1,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'We could not check this product right now. Please try again.',
      code: 'CATALOG_UNAVAILABLE',
    });
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart?sessionId=catalog-down-session-0001' });
    expect(cart.json().cart.items).toEqual([]);
  });

  it('when the client sends a price or an operator, then 400', async () => {
    const product = inCatalog();
    expect(
      (await add({ productId: product._id, selectedOptions: berry, quantity: 1, price: 1 })).statusCode,
    ).toBe(400);
    expect((await add({ productId: { $gt: '' }, selectedOptions: berry, quantity: 1 })).statusCode).toBe(400);
  });

  it('when one shopper adds the same line 10 times at once, then every unit is counted', async () => {
    const product = inCatalog({ options: [] });
    const { sessionId } = (await add({ productId: product._id, quantity: 1 })).json();
    await Promise.all(
      Array.from({ length: 10 }, () => add({ sessionId, productId: product._id, quantity: 1 })),
    );
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?sessionId=${sessionId}` });
    expect(cart.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([11]);
  });
});
