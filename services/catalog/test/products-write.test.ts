import { bearer } from './support/catalog-app';
import { buildProduct, createProduct, productFormFields } from './support/builders';
import { useCatalog } from './support/use-catalog';

const bed = useCatalog();

const post = (payload: unknown, headers = bed.admin) =>
  bed.app.inject({ method: 'POST', url: '/api/products', headers, payload: payload as object });
const put = (id: string, payload: unknown, headers = bed.admin) =>
  bed.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers, payload: payload as object });
const getProduct = async (id: string) => (await bed.app.inject(`/api/products/${id}`)).json().data;

describe('POST /api/products', () => {
  it('when only the required fields and a category are sent, then the defaults of the spec apply', async () => {
    const res = await post({
      title: 'Plain Balm',
      description: 'A balm.',
      price: 99.5,
      product_category_id: bed.categoryId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Plain Balm',
      price: 99.5,
      rating: 0,
      reviews: 0,
      oldPrice: 0,
      bundleCount: 1,
      availability: true,
      isBundle: false,
      options: [],
      image: '',
      product_category_id: bed.categoryId,
    });
  });

  it('when the bed.admin form posts multipart text with options as JSON and isBundle 1, then it is converted', async () => {
    const res = await bed.sendForm({
      fields: productFormFields({
        product_category_id: bed.categoryId,
        isBundle: '1',
        bundleCount: '3',
        price: '899.00',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      isBundle: true,
      bundleCount: 3,
      price: 899,
      options: buildProduct().options,
    });
  });

  it('when the category is null, then the product goes to Unassigned Items', async () => {
    const res = await post(buildProduct({ product_category_id: null }));
    const categories = (await bed.app.inject('/api/categories/')).json().data as Array<{
      _id: string;
      title: string;
    }>;
    expect(res.json().data.product_category_id).toBe(
      categories.find((c) => c.title === 'Unassigned Items')!._id,
    );
  });

  it.each([
    ['the title is missing', { title: undefined }, 'body.title'],
    ['the description is blank', { description: '  ' }, 'body.description'],
    ['the price is missing', { price: undefined }, 'body.price'],
    ['the price is negative', { price: -1 }, 'body.price'],
    ['the price has 3 decimals', { price: 10.005 }, 'body.price'],
    ['the price is text', { price: 'free' }, 'body.price'],
    ['the rating is above 5', { rating: 5.1 }, 'body.rating'],
    ['the rating is not in steps of 0.1', { rating: 4.55 }, 'body.rating'],
    ['the reviews are negative', { reviews: -1 }, 'body.reviews'],
    ['the reviews are fractional', { reviews: 1.5 }, 'body.reviews'],
    ['the bundle count is 0', { bundleCount: 0 }, 'body.bundleCount'],
    [
      'an option is neither Color nor Size',
      { options: [{ name: 'Scent', values: [{ label: 'Oud', stock: 1 }] }] },
      'body.options.0.name',
    ],
    [
      'a colour has no hex',
      { options: [{ name: 'Color', values: [{ label: 'Ruby', stock: 1 }] }] },
      'body.options.0.values.0.hex',
    ],
    [
      'a stock is negative',
      { options: [{ name: 'Size', values: [{ label: '4 g', stock: -1 }] }] },
      'body.options.0.values.0.stock',
    ],
    [
      'a stock is fractional',
      { options: [{ name: 'Size', values: [{ label: '4 g', stock: 0.5 }] }] },
      'body.options.0.values.0.stock',
    ],
    ['a key is unknown', { featured: true }, 'body'],
    ['a field is a MongoDB operator', { title: { $ne: '' } }, 'body.title'],
  ])('when %s, then it is refused with 400 naming the field', async (_case, overrides, path) => {
    const res = await post(buildProduct({ product_category_id: bed.categoryId, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('when no category is chosen, then it says Please select a category', async () => {
    const { product_category_id: _c, ...noCategory } = buildProduct();
    const res = await post(noCategory);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please select a category');
  });

  it('when the category does not exist, then it is refused with 400 Unknown category', async () => {
    const res = await post(buildProduct({ product_category_id: '65f1a2b3c4d5e6f708192a3c' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown category');
  });

  it('when two values of one option share a label, then it is refused with 400', async () => {
    const options = [
      {
        name: 'Size',
        values: [
          { label: '4 g', stock: 1 },
          { label: '4 G', stock: 2 },
        ],
      },
    ];
    const res = await post(buildProduct({ options }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Each Size value needs its own label');
  });

  it('when the multipart options are not JSON, then it is refused with 400', async () => {
    const res = await bed.sendForm({
      fields: { ...productFormFields({ product_category_id: bed.categoryId }), options: '[{"name":' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Must be valid JSON');
  });

  it('when the caller is anonymous or a customer, then it is refused with 401 or 403', async () => {
    expect((await post(buildProduct(), {})).statusCode).toBe(401);
    expect((await post(buildProduct(), bearer(bed.customerToken))).statusCode).toBe(403);
  });
});

describe('PUT /api/products/{id}', () => {
  it('when the bed.admin form saves JSON with isBundle as 1 and 0, then it is stored as a boolean', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    expect((await put(product._id, { isBundle: 1, bundleCount: 2 })).json().data).toMatchObject({
      isBundle: true,
      bundleCount: 2,
    });
    expect((await put(product._id, { isBundle: 0 })).json().data).toMatchObject({ isBundle: false });
  });

  it('when the whole edited product is sent back with its current image path, then it is saved', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const { _id, createdAt: _c, updatedAt: _u, ...edited } = await getProduct(product._id);
    const res = await put(_id, { ...edited, description: 'Now with vitamin E.', isBundle: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe('Now with vitamin E.');
  });

  it('when a product is transferred to another category, then it is in that category', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const res = await put(product._id, { product_category_id: bed.categoryId });
    expect(res.statusCode).toBe(200);
    expect((await getProduct(product._id)).product_category_id).toBe(bed.categoryId);
  });

  it('when a product is unassigned with null, then it is in Unassigned Items', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { product_category_id: bed.categoryId });
    const res = await put(product._id, { product_category_id: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product_category_id).not.toBe(bed.categoryId);
  });

  it('when the update breaks a rule, names an unknown category or is empty, then it is refused with 400', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    expect((await put(product._id, { rating: 6 })).statusCode).toBe(400);
    expect((await put(product._id, { price: -5 })).statusCode).toBe(400);
    expect((await put(product._id, { product_category_id: '65f1a2b3c4d5e6f708192a3c' })).json().error).toBe(
      'Unknown category',
    );
    expect((await put(product._id, { image: '/api/images/65f1a2b3c4d5e6f708192a3c' })).json().error).toBe(
      'Upload the image as a file',
    );
    expect((await put(product._id, {})).json().error).toBe('Nothing to update');
  });

  it('when the product id is missing, then it says Product ID is required', async () => {
    const res = await bed.app.inject({
      method: 'PUT',
      url: '/api/products/',
      headers: bed.admin,
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Product ID is required');
  });

  it('when the product does not exist, then 404; when the caller is a customer, then 403', async () => {
    expect((await put('65f1a2b3c4d5e6f708192a3b', { title: 'x' })).statusCode).toBe(404);
    const product = await createProduct(bed.app, bed.adminToken);
    expect((await put(product._id, { title: 'x' }, bearer(bed.customerToken))).statusCode).toBe(403);
  });
});

describe('DELETE /api/products/{id} and /api/products', () => {
  it('when a product is deleted, then it is gone from the detail and the list', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await bed.app.inject('/api/products');
    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: bed.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await bed.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    const ids = (await bed.app.inject('/api/products')).json().data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(product._id);
    const again = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: bed.admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('when a customer deletes, then it is refused with 403', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: bearer(bed.customerToken),
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await bed.app.inject({ method: 'DELETE', url: '/api/products', headers: bearer(bed.customerToken) }))
        .statusCode,
    ).toBe(403);
  });

  it('when all products are deleted, then the list is empty and the count is answered', async () => {
    await createProduct(bed.app, bed.adminToken);
    const before = (await bed.app.inject('/api/products')).json().data.length;
    const res = await bed.app.inject({ method: 'DELETE', url: '/api/products', headers: bed.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedCount: before });
    expect((await bed.app.inject('/api/products')).json().data).toEqual([]);
  });
});
