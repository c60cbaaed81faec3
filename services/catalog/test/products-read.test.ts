import { brotliDecompressSync } from 'node:zlib';
import { createProduct } from './support/builders';
import { useCatalog } from './support/use-catalog';

const bed = useCatalog();

const put = (id: string, payload: unknown, headers = bed.admin) =>
  bed.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers, payload: payload as object });
const getProduct = async (id: string) => (await bed.app.inject(`/api/products/${id}`)).json().data;

describe('GET /api/products', () => {
  it('when products exist, then they are all listed newest first with every storefront field', async () => {
    const older = await createProduct(bed.app, bed.adminToken, {
      title: 'Older',
      product_category_id: bed.categoryId,
    });
    const newer = await createProduct(bed.app, bed.adminToken, { title: 'Newer', availability: false });
    const res = await bed.app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = res.json().data as Array<Record<string, unknown>>;
    const ids = data.map((p) => p._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(data.find((p) => p._id === newer._id)).toMatchObject({ availability: false });
    expect(Object.keys(data[0]!).sort()).toEqual(
      [
        '_id',
        'availability',
        'bundleCount',
        'createdAt',
        'description',
        'forSale',
        'image',
        'images',
        'isBundle',
        'oldPrice',
        'options',
        'price',
        'product_category_id',
        'rating',
        'reviews',
        'title',
        'updatedAt',
      ].sort(),
    );
  });

  it('when the client sends back the ETag, then it gets 304 without a body; after a change it gets 200', async () => {
    const first = await bed.app.inject('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await bed.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createProduct(bed.app, bed.adminToken, { title: 'Changes the list' });
    const changed = await bed.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('when a product is updated, then the very next list and detail show the change', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await bed.app.inject('/api/products');
    await bed.app.inject(`/api/products/${product._id}`);
    expect((await put(product._id, { price: 299.99, title: 'Renamed' })).statusCode).toBe(200);
    const listed = (await bed.app.inject('/api/products'))
      .json()
      .data.find((p: { _id: string }) => p._id === product._id);
    expect(listed).toMatchObject({ price: 299.99, title: 'Renamed' });
    expect(await getProduct(product._id)).toMatchObject({ price: 299.99, title: 'Renamed' });
  });
});

describe('GET /api/products in Brotli', () => {
  it('when the browser accepts br, then the list comes Brotli-encoded once per change with its own ETag, and revalidates to 304', async () => {
    for (let i = 0; i < 8; i += 1) await createProduct(bed.app, bed.adminToken, { title: `Encoded ${i}` });
    const plain = await bed.app.inject('/api/products');
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const encoded = await bed.app.inject({ url: '/api/products', headers });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(encoded.rawPayload).toString()).toBe(plain.body);
    expect(encoded.headers.etag).not.toBe(plain.headers.etag);
    const again = await bed.app.inject({
      url: '/api/products',
      headers: { ...headers, 'if-none-match': encoded.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/products over a real socket', () => {
  it('when the list is read twice over HTTP and then changed, then the bytes match the route and the change shows', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
    const fromRoute = (await bed.app.inject('/api/products')).body;
    const first = await fetch(`${base}/api/products`);
    const second = await fetch(`${base}/api/products`);
    expect(await first.text()).toBe(fromRoute);
    expect(await second.text()).toBe(fromRoute);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    await put(product._id, { title: 'Seen at once' });
    const after = (await (await fetch(`${base}/api/products`)).json()) as {
      data: Array<{ _id: string; title: string }>;
    };
    expect(after.data.find((p) => p._id === product._id)?.title).toBe('Seen at once');
  });
});

describe('GET /api/products/{id}', () => {
  it('when the product exists, then it is answered as data, with an ETag that revalidates', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { product_category_id: bed.categoryId });
    const res = await bed.app.inject(`/api/products/${product._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: product._id,
      title: 'Velvet Matte Lipstick',
      price: 349,
      oldPrice: 420,
      product_category_id: bed.categoryId,
    });
    const again = await bed.app.inject({
      url: `/api/products/${product._id}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('when the product does not exist, then 404 Product not found; a malformed id is 400', async () => {
    const missing = await bed.app.inject('/api/products/65f1a2b3c4d5e6f708192a3b');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
    expect((await bed.app.inject('/api/products/not-an-id')).statusCode).toBe(400);
  });
});
