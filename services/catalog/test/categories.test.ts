import { bearer, startCatalog, type CatalogTestbed } from './support/catalog-app';
import { buildCategory, createCategory, createProduct } from './support/builders';

let bed: CatalogTestbed;
let admin: Record<string, string>;

beforeAll(async () => {
  bed = await startCatalog();
  admin = bearer(bed.adminToken);
});
afterAll(() => bed.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  bed.app.inject({ method, url, headers, payload: payload as object | undefined });
const listCategories = async () =>
  (await bed.app.inject('/api/categories/')).json().data as Array<{ _id: string; title: string }>;
const unassigned = async () => (await listCategories()).find((c) => c.title === 'Unassigned Items')!;
const productCategory = async (id: string) =>
  (await bed.app.inject(`/api/products/${id}`)).json().data.product_category_id as string | null;

describe('GET /api/categories/', () => {
  it('when the service has started, then Unassigned Items exists and is listed last', async () => {
    await createCategory(bed.app, bed.adminToken, { title: 'Skincare first' });
    const res = await bed.app.inject('/api/categories/');
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((c: { title: string }) => c.title);
    expect(titles.at(-1)).toBe('Unassigned Items');
    expect(titles).toContain('Skincare first');
  });

  it('when the list is asked with unknown query parameters, then it is refused', async () => {
    const res = await bed.app.inject('/api/categories/?title[$ne]=x');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/categories/', () => {
  it('when an admin sends a title and a description, then the category is created with an id', async () => {
    const res = await send('POST', '/api/categories/', { title: '  Haircare ', description: 'Shampoos' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Haircare',
      description: 'Shampoos',
    });
  });

  it.each([
    ['the title is missing', { description: 'x' }],
    ['the title is blank', { title: '  ', description: 'x' }],
    ['the description is missing', { title: 'Nails' }],
    ['a key is unknown', { title: 'Nails', description: 'x', featured: true }],
    ['the title is an operator', { title: { $gt: '' }, description: 'x' }],
  ])('when %s, then it is refused with 400', async (_case, payload) => {
    const res = await send('POST', '/api/categories/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
  });

  it('when a category of that title (any letter case) exists, then it is refused with 409', async () => {
    await createCategory(bed.app, bed.adminToken, { title: 'Fragrance' });
    const res = await send('POST', '/api/categories/', { title: 'FRAGRANCE', description: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("A category titled 'FRAGRANCE' already exists");
  });

  it('when someone tries to create a second Unassigned Items, then it is refused with 409', async () => {
    const res = await send('POST', '/api/categories/', { title: 'Unassigned Items', description: 'x' });
    expect(res.statusCode).toBe(409);
  });

  it('when the caller is anonymous or a customer, then it is refused with 401 or 403', async () => {
    const payload = buildCategory();
    expect((await bed.app.inject({ method: 'POST', url: '/api/categories/', payload })).statusCode).toBe(401);
    const asCustomer = await bed.app.inject({
      method: 'POST',
      url: '/api/categories/',
      headers: bearer(bed.customerToken),
      payload,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('when an admin sends the edited category with its _id, then it is updated', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    const res = await send('PUT', `/api/categories/${category._id}`, {
      _id: category._id,
      title: `${category.title} edited`,
      description: 'New words',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: category._id,
      title: `${category.title} edited`,
      description: 'New words',
    });
  });

  it('when the _id in the body is another one, then it is refused with 400', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    const res = await send('PUT', `/api/categories/${category._id}`, {
      _id: '65f1a2b3c4d5e6f708192a3c',
      title: 'x',
      description: 'y',
    });
    expect(res.statusCode).toBe(400);
  });

  it('when the category does not exist or the id is malformed, then 404 or 400', async () => {
    const payload = { title: 'x', description: 'y' };
    const missing = await bed.app.inject({
      method: 'PUT',
      url: '/api/categories/65f1a2b3c4d5e6f708192a3c',
      headers: admin,
      payload,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Category not found');
    const malformed = await bed.app.inject({
      method: 'PUT',
      url: '/api/categories/nope',
      headers: admin,
      payload,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('when Unassigned Items is renamed, then it is refused with 409; its description may change', async () => {
    const { _id } = await unassigned();
    const rename = await send('PUT', `/api/categories/${_id}`, { title: 'Misc', description: 'x' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({
      error: 'Unassigned Items cannot be renamed',
      code: 'CATEGORY_PROTECTED',
    });
    const describe = await send('PUT', `/api/categories/${_id}`, {
      title: 'Unassigned Items',
      description: 'Waiting for a home',
    });
    expect(describe.statusCode).toBe(200);
  });

  it('when another category is renamed to an existing title, then it is refused with 409', async () => {
    const first = await createCategory(bed.app, bed.adminToken);
    const second = await createCategory(bed.app, bed.adminToken);
    const res = await send('PUT', `/api/categories/${second._id}`, { title: first.title, description: 'x' });
    expect(res.statusCode).toBe(409);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('when a category with products is deleted, then it is gone and its products are in Unassigned Items', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    const product = await createProduct(bed.app, bed.adminToken, { product_category_id: category._id });
    const res = await send('DELETE', `/api/categories/${category._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await listCategories()).map((c) => c._id)).not.toContain(category._id);
    expect(await productCategory(product._id)).toBe((await unassigned())._id);
  });

  it('when the category is deleted, then a category of the same title can be created again at once', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    await bed.app.inject({ method: 'DELETE', url: `/api/categories/${category._id}`, headers: admin });
    await expect(createCategory(bed.app, bed.adminToken, { title: category.title })).resolves.toBeDefined();
  });

  it('when Unassigned Items is deleted, then it is refused with 409 and stays', async () => {
    const { _id } = await unassigned();
    const res = await bed.app.inject({ method: 'DELETE', url: `/api/categories/${_id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Unassigned Items cannot be deleted');
    expect((await unassigned())._id).toBe(_id);
  });

  it('when the category does not exist, then 404; when the caller is a customer, then 403', async () => {
    const missing = await send('DELETE', '/api/categories/65f1a2b3c4d5e6f708192a3c');
    expect(missing.statusCode).toBe(404);
    const category = await createCategory(bed.app, bed.adminToken);
    const asCustomer = await send(
      'DELETE',
      `/api/categories/${category._id}`,
      undefined,
      bearer(bed.customerToken),
    );
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('DELETE /api/categories/ (all)', () => {
  it('when every category is deleted, then only Unassigned Items is left and holds every product', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    const inCategory = await createProduct(bed.app, bed.adminToken, { product_category_id: category._id });
    const unassignedOne = await createProduct(bed.app, bed.adminToken, { product_category_id: null });
    const res = await send('DELETE', '/api/categories/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedCount: expect.any(Number) });
    const left = await listCategories();
    expect(left.map((c) => c.title)).toEqual(['Unassigned Items']);
    expect(await productCategory(inCategory._id)).toBe(left[0]!._id);
    expect(await productCategory(unassignedOne._id)).toBe(left[0]!._id);
  });

  it('when a customer asks, then it is refused with 403', async () => {
    const res = await send('DELETE', '/api/categories/', undefined, bearer(bed.customerToken));
    expect(res.statusCode).toBe(403);
  });
});
