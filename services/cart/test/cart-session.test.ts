import { berry, buildProduct } from './support/factories';
import { startCartApp, type CartTestApp } from './support/cart-app';

describe('cart sessions', () => {
  let t: CartTestApp;
  const product = buildProduct();

  beforeAll(async () => {
    t = await startCartApp();
    t.catalog.put(product);
  });
  afterAll(() => t.close());

  const read = (query = '') => t.app.inject({ method: 'GET', url: `/api/cart${query}` });
  const add = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { productId: product._id, selectedOptions: berry, quantity: 1, ...body },
    });

  it('when the cart is read without a session id, then a new URL-safe id of 192 random bits comes with an empty cart', async () => {
    const first = await read();
    const second = await read();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      cart: { items: [] },
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect(first.json().sessionId).not.toBe(second.json().sessionId);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('when the first add has no session id, then the answer carries a new one that holds the item', async () => {
    const added = await add({});
    expect(added.statusCode).toBe(200);
    const { sessionId } = added.json();
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cart = await read(`?sessionId=${sessionId}`);
    expect(cart.json().cart.items).toHaveLength(1);
    expect(cart.json().sessionId).toBe(sessionId);
  });

  it('when a session id nobody used is read, then its cart is empty and never another session’s', async () => {
    const { sessionId: owner } = (await add({})).json();
    const stranger = 'Zz9_unknown-session-0000000000';
    const res = await read(`?sessionId=${stranger}`);
    expect(res.json()).toEqual({ cart: { items: [] }, sessionId: stranger });
    expect((await read(`?sessionId=${owner}`)).json().cart.items).toHaveLength(1);
  });

  it.each([
    ['too short', '?sessionId=abc'],
    ['not URL-safe', '?sessionId=abcdefghijklmnop%2F%2E%2E'],
    ['sent twice', '?sessionId=abcdefghijklmnopqr&sessionId=bcdefghijklmnopqrs'],
    ['an operator', '?sessionId[$ne]=x'],
    ['with an unknown parameter', '?sessionId=abcdefghijklmnopqr&all=true'],
  ])('when the session id is %s, then 400 and no cart is shown', async (_label, query) => {
    const res = await read(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('when an add names a malformed session id, then 400 and nothing is stored', async () => {
    const res = await add({ sessionId: 'short' });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.collection('carts').countDocuments({ _id: 'short' as never })).toBe(0);
  });
});
