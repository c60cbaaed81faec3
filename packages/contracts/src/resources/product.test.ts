import { colorOption, createProduct, ids, product, sizeOption } from '../__fixtures__/samples';
import { CreateProductBody, Product, ProductListResponse, UpdateProductBody } from './product';

const withField = (key: string, value: unknown) => ({ ...createProduct, [key]: value });
const messages = (input: unknown) =>
  CreateProductBody.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('CreateProductBody', () => {
  it('when a realistic product is sent, then the spec defaults are filled in', () => {
    expect(CreateProductBody.parse(createProduct)).toEqual({
      ...createProduct,
      oldPrice: 0,
      rating: 0,
      reviews: 0,
      availability: true,
      image: '',
      isBundle: false,
      bundleCount: 1,
    });
  });

  it('when title, description or price is missing, then it is rejected', () => {
    for (const key of ['title', 'description', 'price']) {
      const { [key]: _dropped, ...rest } = createProduct as Record<string, unknown>;
      expect(CreateProductBody.safeParse(rest).success).toBe(false);
    }
  });

  it('when no category is picked, then the message is the admin form one', () => {
    const { product_category_id: _dropped, ...rest } = createProduct;
    expect(messages(rest)).toEqual(['Please select a category']);
    expect(messages(withField('product_category_id', ''))).toEqual(['Please select a category']);
  });

  it('when the category is null, then it is accepted (the product goes to Unassigned Items)', () => {
    expect(CreateProductBody.parse(withField('product_category_id', null)).product_category_id).toBeNull();
  });

  it.each([
    ['price with 3 decimals', 'price', 349.999],
    ['negative price', 'price', -1],
    ['price above the cap', 'price', 1_000_001],
    ['price as text', 'price', '349.99'],
    ['price as an operator', 'price', { $gt: 0 }],
    ['rating 5.1', 'rating', 5.1],
    ['rating 4.25', 'rating', 4.25],
    ['negative reviews', 'reviews', -1],
    ['fractional reviews', 'reviews', 2.5],
    ['bundleCount 0', 'bundleCount', 0],
    ['bundleCount 11', 'bundleCount', 11],
    ['isBundle "yes"', 'isBundle', 'yes'],
  ])('when the body has %s, then it is rejected', (_label, key, value) => {
    expect(CreateProductBody.safeParse(withField(key, value)).success).toBe(false);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ])('when isBundle is %p, then it becomes %p', (input, expected) => {
    expect(CreateProductBody.parse(withField('isBundle', input)).isBundle).toBe(expected);
  });

  it('when rating is 4.6 and price has 2 decimals, then both pass', () => {
    expect(CreateProductBody.safeParse({ ...createProduct, rating: 4.6, price: 0.1 + 0.2 }).success).toBe(
      true,
    );
  });

  it('when unknown keys such as _id or createdAt are sent, then they are rejected', () => {
    expect(CreateProductBody.safeParse(withField('_id', ids.product)).success).toBe(false);
    expect(CreateProductBody.safeParse(withField('is_admin', true)).success).toBe(false);
  });

  it('when options hold Color and Size with stock, then they pass', () => {
    expect(CreateProductBody.safeParse(withField('options', [colorOption, sizeOption])).success).toBe(true);
  });

  it.each([
    ['an unknown option name', [{ name: 'Scent', values: [{ label: 'Vanilla', stock: 1 }] }]],
    ['a colour without hex', [{ name: 'Color', values: [{ label: 'Red', stock: 1 }] }]],
    ['a colour with a bad hex', [{ name: 'Color', values: [{ label: 'Red', hex: 'red', stock: 1 }] }]],
    ['a size with a hex', [{ name: 'Size', values: [{ label: 'M', hex: '#ffffff', stock: 1 }] }]],
    ['negative stock', [{ name: 'Size', values: [{ label: 'M', stock: -1 }] }]],
    ['fractional stock', [{ name: 'Size', values: [{ label: 'M', stock: 1.5 }] }]],
    ['a group with no values', [{ name: 'Size', values: [] }]],
    ['Size twice', [sizeOption, sizeOption]],
  ])('when options contain %s, then they are rejected', (_label, options) => {
    expect(CreateProductBody.safeParse(withField('options', options)).success).toBe(false);
  });
});

describe('UpdateProductBody', () => {
  it('when only the category is sent (Transfer), then nothing else is filled in', () => {
    expect(UpdateProductBody.parse({ product_category_id: ids.unassigned })).toEqual({
      product_category_id: ids.unassigned,
    });
  });

  it('when the Unassign action sends null, then it is accepted', () => {
    expect(UpdateProductBody.parse({ product_category_id: null })).toEqual({ product_category_id: null });
  });

  it('when isBundle comes as 1 or 0 with an image path, then it passes', () => {
    const body = UpdateProductBody.parse({
      isBundle: 1,
      bundleCount: 3,
      image: `/api/images/${ids.product}`,
    });
    expect(body.isBundle).toBe(true);
  });

  it('when the image is a javascript: URL or a protocol-relative one, then it is rejected', () => {
    expect(UpdateProductBody.safeParse({ image: 'javascript:alert(1)' }).success).toBe(false);
    expect(UpdateProductBody.safeParse({ image: '//evil.example/x.png' }).success).toBe(false);
  });

  it('when a price object or an unknown key is smuggled in, then it is rejected', () => {
    expect(UpdateProductBody.safeParse({ price: { $gt: 0 } }).success).toBe(false);
    expect(UpdateProductBody.safeParse({ createdAt: '2020-01-01' }).success).toBe(false);
  });
});

describe('Product responses', () => {
  it('when the catalog returns a product list, then it matches { data: Product[] }', () => {
    expect(ProductListResponse.safeParse({ data: [product] }).success).toBe(true);
    expect(ProductListResponse.safeParse([product]).success).toBe(false);
  });

  it('when a product is encoded for the wire, then internal fields are stripped', () => {
    const encoded = Product.encode({ ...product, __v: 0, internalNote: 'x' } as Product);
    expect(encoded).not.toHaveProperty('internalNote');
    expect(encoded.title).toBe(product.title);
  });
});
