import { testing } from '@shop/service-kit';
import { berry, buildEvent, buildProduct, roseNude } from './support/factories';
import { startCartApp, type CartTestApp } from './support/cart-app';

const { eventually } = testing;

interface Line {
  quantity: number;
  selectedOptions: Array<{ name: string; value: string }>;
}

describe('PUT /api/cart/update and DELETE /api/cart/remove/{productId}', () => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await startCartApp();
  });
  afterAll(() => t.close());

  const update = (body: object) => t.app.inject({ method: 'PUT', url: '/api/cart/update', payload: body });
  const remove = (productId: string, query: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${productId}?${query}` });
  const colours = (lines: Line[]) => lines.map((l) => [l.selectedOptions[0]!.value, l.quantity]);

  /** A cart with the lipstick twice (Berry ×1, Rose Nude ×2) and a mascara ×1. */
  async function cartWithTwoLinesOfOneProduct() {
    const lipstick = buildProduct();
    const mascara = buildProduct({ title: 'Volume Mascara', options: [] });
    t.catalog.put(lipstick);
    t.catalog.put(mascara);
    const add = (body: object) => t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body });
    const { sessionId } = (
      await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 })
    ).json();
    await add({ sessionId, productId: lipstick._id, selectedOptions: roseNude, quantity: 2 });
    await add({ sessionId, productId: mascara._id, quantity: 1 });
    return { sessionId: sessionId as string, lipstick, mascara };
  }

  it('when the quantity of a product with one line is set, then that line has it', async () => {
    const { sessionId, mascara } = await cartWithTwoLinesOfOneProduct();
    const res = await update({ sessionId, productId: mascara._id, quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[2].quantity).toBe(4);
  });

  it('when the spec’s body names only a product with two lines, then both lines get the quantity', async () => {
    const { sessionId, lipstick } = await cartWithTwoLinesOfOneProduct();
    const res = await update({ sessionId, productId: lipstick._id, quantity: 1 });
    expect(colours(res.json().cart.items.slice(0, 2))).toEqual([
      ['Berry', 1],
      ['Rose Nude', 1],
    ]);
  });

  it('when the body names the options too, then only that line changes', async () => {
    const { sessionId, lipstick } = await cartWithTwoLinesOfOneProduct();
    const res = await update({ sessionId, productId: lipstick._id, quantity: 3, selectedOptions: roseNude });
    expect(colours(res.json().cart.items.slice(0, 2))).toEqual([
      ['Berry', 1],
      ['Rose Nude', 3],
    ]);
  });

  it.each([0, -2, 2.5, 100, '3'])('when the quantity is set to %p, then 400', async (quantity) => {
    const { sessionId, mascara } = await cartWithTwoLinesOfOneProduct();
    expect((await update({ sessionId, productId: mascara._id, quantity })).statusCode).toBe(400);
  });

  it('when the product is not in the cart, or the session is unknown, then 404', async () => {
    const { sessionId } = await cartWithTwoLinesOfOneProduct();
    const other = buildProduct()._id;
    const res = await update({ sessionId, productId: other, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This product is not in your cart');
    expect(
      (await update({ sessionId: 'never-used-session-00001', productId: other, quantity: 1 })).statusCode,
    ).toBe(404);
  });

  it('when a raise goes past the stock, then 409; lowering a product that became unavailable still works', async () => {
    const { sessionId, lipstick } = await cartWithTwoLinesOfOneProduct();
    const raise = await update({ sessionId, productId: lipstick._id, quantity: 4, selectedOptions: berry });
    expect(raise.json()).toEqual({
      error: 'Only 3 left of Velvet Matte Lipstick (Color: Berry)',
      code: 'OUT_OF_STOCK',
    });
    const soldOut = { ...lipstick, availability: false, updatedAt: '2025-03-02T10:00:00.000Z' };
    await t.publish(buildEvent('product.updated', { product: soldOut }));
    // probed in a throwaway session: a probe that comes too early must not change the cart under test
    await eventually(async () => {
      const probe = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { productId: lipstick._id, selectedOptions: roseNude, quantity: 1 },
      });
      expect(probe.statusCode).toBe(409);
    });
    const raiseSoldOut = await update({
      sessionId,
      productId: lipstick._id,
      quantity: 2,
      selectedOptions: berry,
    });
    expect(raiseSoldOut.json()).toEqual({
      error: 'Velvet Matte Lipstick is sold out',
      code: 'PRODUCT_UNAVAILABLE',
    });
    const lower = await update({
      sessionId,
      productId: lipstick._id,
      quantity: 1,
      selectedOptions: roseNude,
    });
    expect(lower.statusCode).toBe(200);
  });

  it('when the product id comes in upper-case hex, then it names the same product', async () => {
    const { sessionId, mascara } = await cartWithTwoLinesOfOneProduct();
    const res = await update({ sessionId, productId: mascara._id.toUpperCase(), quantity: 5 });
    expect(res.json().cart.items[2].quantity).toBe(5);
    const removed = await remove(mascara._id.toUpperCase(), `sessionId=${sessionId}`);
    expect(removed.json().cart.items).toHaveLength(2);
  });

  it('when a product is removed by id alone, then all its lines go and the rest stays', async () => {
    const { sessionId, lipstick, mascara } = await cartWithTwoLinesOfOneProduct();
    const res = await remove(lipstick._id, `sessionId=${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items.map((i: { product: { _id: string } }) => i.product._id)).toEqual([
      mascara._id,
    ]);
  });

  it('when the options are given as JSON in the query, then only that line goes', async () => {
    const { sessionId, lipstick } = await cartWithTwoLinesOfOneProduct();
    const options = encodeURIComponent(JSON.stringify(berry));
    const res = await remove(lipstick._id, `sessionId=${sessionId}&selectedOptions=${options}`);
    expect(colours(res.json().cart.items.slice(0, 1))).toEqual([['Rose Nude', 2]]);
    expect(res.json().cart.items).toHaveLength(2);
  });

  it('when something not in the cart is removed, then 200 with the cart unchanged (a double click)', async () => {
    const { sessionId, mascara } = await cartWithTwoLinesOfOneProduct();
    await remove(mascara._id, `sessionId=${sessionId}`);
    const again = await remove(mascara._id, `sessionId=${sessionId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().cart.items).toHaveLength(2);
  });

  it('when the session id is missing or malformed, or the options are not JSON, then 400', async () => {
    const { sessionId, mascara } = await cartWithTwoLinesOfOneProduct();
    expect((await remove(mascara._id, '')).statusCode).toBe(400);
    expect((await remove(mascara._id, 'sessionId=bad')).statusCode).toBe(400);
    expect((await remove('not-an-id', `sessionId=${sessionId}`)).statusCode).toBe(400);
    expect((await remove(mascara._id, `sessionId=${sessionId}&selectedOptions=nope`)).statusCode).toBe(400);
  });
});
