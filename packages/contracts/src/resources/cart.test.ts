import { ids, product, session } from '../__fixtures__/samples';
import {
  AddToCartBody,
  CartQuery,
  CartResponse,
  RemoveFromCartParams,
  RemoveFromCartQuery,
  UpdateCartBody,
} from './cart';

const add = {
  sessionId: session,
  productId: ids.product,
  selectedOptions: [
    { name: 'Color', value: 'Berry' },
    { name: 'Size', value: '30 ml' },
  ],
  quantity: 2,
};

describe('AddToCartBody', () => {
  it('when a shopper adds a product with its options, then it passes', () => {
    expect(AddToCartBody.parse(add)).toEqual(add);
  });

  it('when no session id is stored yet, then the body is still valid (the server creates one)', () => {
    const { sessionId: _none, ...first } = add;
    expect(AddToCartBody.safeParse(first).success).toBe(true);
  });

  it.each([0, -1, 1.5, 100, '2', null])('when the quantity is %p, then it is rejected', (quantity) => {
    expect(AddToCartBody.safeParse({ ...add, quantity }).success).toBe(false);
  });

  it.each([1, 99])('when the quantity is %p, then it passes', (quantity) => {
    expect(AddToCartBody.safeParse({ ...add, quantity }).success).toBe(true);
  });

  it.each(['productId', 'sessionId'])('when %s is {"$gt": ""}, then it is rejected', (key) => {
    expect(AddToCartBody.safeParse({ ...add, [key]: { $gt: '' } }).success).toBe(false);
  });

  it('when a price is smuggled into the body, then it is rejected', () => {
    expect(AddToCartBody.safeParse({ ...add, price: 1 }).success).toBe(false);
    expect(AddToCartBody.safeParse({ ...add, price: { $set: 0 } }).success).toBe(false);
  });

  it('when more than 20 option choices or an unknown option name are sent, then it is rejected', () => {
    const many = Array.from({ length: 21 }, () => ({ name: 'Size', value: 'M' }));
    expect(AddToCartBody.safeParse({ ...add, selectedOptions: many }).success).toBe(false);
    expect(
      AddToCartBody.safeParse({ ...add, selectedOptions: [{ name: 'Scent', value: 'Oud' }] }).success,
    ).toBe(false);
  });
});

describe('UpdateCartBody and the cart queries', () => {
  it('when the quantity of a line is changed, then session, product and quantity are required', () => {
    expect(
      UpdateCartBody.safeParse({ sessionId: session, productId: ids.product, quantity: 3 }).success,
    ).toBe(true);
    expect(UpdateCartBody.safeParse({ productId: ids.product, quantity: 3 }).success).toBe(false);
    expect(
      UpdateCartBody.safeParse({ sessionId: session, productId: ids.product, quantity: 0 }).success,
    ).toBe(false);
  });

  it('when the cart is read without a session id, then the query is valid', () => {
    expect(CartQuery.safeParse({}).success).toBe(true);
    expect(CartQuery.safeParse({ sessionId: { $ne: null } }).success).toBe(false);
    expect(CartQuery.safeParse({ sessionId: session, all: 'true' }).success).toBe(false);
  });

  it('when an item is removed, then the session id and the product id are both required', () => {
    expect(RemoveFromCartQuery.safeParse({}).success).toBe(false);
    expect(RemoveFromCartQuery.safeParse({ sessionId: session }).success).toBe(true);
    expect(RemoveFromCartParams.safeParse({ productId: 'abc' }).success).toBe(false);
  });
});

describe('CartResponse', () => {
  it('when the server answers, then it carries cart.items and the sessionId', () => {
    const item = {
      product: { _id: product._id, title: product.title, price: product.price, image: product.image },
      quantity: 1,
      selectedOptions: [{ name: 'Color', value: 'Berry' }],
    };
    expect(CartResponse.safeParse({ cart: { items: [item] }, sessionId: session }).success).toBe(true);
    expect(CartResponse.safeParse({ cart: { items: [item] } }).success).toBe(false);
  });
});

describe('picking one line of a product (optional selectedOptions)', () => {
  const berry = [{ name: 'Color', value: 'Berry' }];

  it('when an update names the line by its options, then the options are kept', () => {
    const body = { sessionId: session, productId: ids.product, quantity: 2, selectedOptions: berry };
    expect(UpdateCartBody.parse(body)).toEqual(body);
  });

  it('when an update names an unknown option name, then it is rejected', () => {
    const body = {
      sessionId: session,
      productId: ids.product,
      quantity: 2,
      selectedOptions: [{ name: 'Scent', value: 'x' }],
    };
    expect(UpdateCartBody.safeParse(body).success).toBe(false);
  });

  it('when a removal carries the options as JSON text, then they are parsed into a list', () => {
    const query = { sessionId: session, selectedOptions: JSON.stringify(berry) };
    expect(RemoveFromCartQuery.parse(query)).toEqual({ sessionId: session, selectedOptions: berry });
  });

  it.each(['not json', '{"name":"Color"}', '[{"name":"Color","value":"Berry","$where":"1"}]'])(
    'when a removal carries %p as options, then it is rejected',
    (selectedOptions) => {
      expect(RemoveFromCartQuery.safeParse({ sessionId: session, selectedOptions }).success).toBe(false);
    },
  );
});
