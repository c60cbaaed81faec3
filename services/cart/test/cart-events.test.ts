import { testing } from '@shop/service-kit';
import { berry, buildEvent, buildOrderPlaced, buildProduct, newId, roseNude } from './support/factories';
import { startCartApp, type CartTestApp } from './support/cart-app';

const { eventually } = testing;

interface Item {
  product: { _id: string; title: string; titleAr?: string; price: number; image: string };
  quantity: number;
}

describe('carts kept in step by events', () => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await startCartApp();
  });
  afterAll(() => t.close());

  const add = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body });
    expect(res.statusCode).toBe(200);
    return res.json().sessionId as string;
  };
  const items = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/cart?sessionId=${sessionId}` })).json().cart
      .items as Item[];
  const inCatalog = (overrides = {}) => {
    const product = buildProduct(overrides);
    t.catalog.put(product);
    return product;
  };
  const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

  describe('product.updated and product.deleted', () => {
    it('when a product’s price, title and image change, then every cart holding it shows them', async () => {
      const lipstick = inCatalog({ updatedAt: at(1) });
      const serum = inCatalog({ title: 'Glow Serum', options: [] });
      const first = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 });
      const second = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 2 });
      await add({ sessionId: second, productId: serum._id, quantity: 1 });
      const changed = {
        ...lipstick,
        title: 'Velvet Matte Lipstick 2.0',
        price: 299.5,
        image: '/api/images/v2',
        updatedAt: at(2),
      };
      await t.publish(buildEvent('product.updated', { product: changed }));
      const expected = {
        _id: lipstick._id,
        title: 'Velvet Matte Lipstick 2.0',
        price: 299.5,
        image: '/api/images/v2',
      };
      await eventually(async () => expect((await items(first))[0]!.product).toEqual(expected));
      // the consumer refreshes the carts one after another: the second may follow the first a moment later
      await eventually(async () =>
        expect((await items(second)).map((i) => [i.product.title, i.quantity])).toEqual([
          ['Velvet Matte Lipstick 2.0', 2],
          ['Glow Serum', 1],
        ]),
      );
    });

    it("when the admin gives a shade an image, then the carts' lines of that shade show it and the others keep the main one", async () => {
      const lipstick = inCatalog({ updatedAt: at(1) });
      const sessionId = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 });
      await add({ sessionId, productId: lipstick._id, selectedOptions: roseNude, quantity: 1 });
      const shadeImage = 'c'.repeat(24);
      const [colors, sizes] = lipstick.options;
      const changed = {
        ...lipstick,
        options: [
          {
            ...colors!,
            values: colors!.values.map((v) => (v.label === 'Berry' ? { ...v, image: shadeImage } : v)),
          },
          sizes!,
        ],
        updatedAt: at(2),
      } as typeof lipstick;
      await t.publish(buildEvent('product.updated', { product: changed }));
      await eventually(async () =>
        expect((await items(sessionId)).map((i) => i.product.image)).toEqual([
          `/api/images/${shadeImage}`,
          lipstick.image,
        ]),
      );
    });

    it('when a product gets an Arabic title and later loses it, then the carts holding it show it and then drop it', async () => {
      const lipstick = inCatalog({ updatedAt: at(1) });
      const sessionId = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 });
      expect((await items(sessionId))[0]!.product).not.toHaveProperty('titleAr');
      const arabic = { ...lipstick, titleAr: 'أحمر شفاه مطفي', updatedAt: at(2) };
      await t.publish(buildEvent('product.updated', { product: arabic }));
      await eventually(async () =>
        expect((await items(sessionId))[0]!.product).toMatchObject({ titleAr: 'أحمر شفاه مطفي' }),
      );
      const cleared = { ...lipstick, updatedAt: at(3) };
      await t.publish(buildEvent('product.updated', { product: cleared }));
      await eventually(async () =>
        expect((await items(sessionId))[0]!.product).not.toHaveProperty('titleAr'),
      );
    });

    it('when an older update arrives after a newer one, then the newer price stays', async () => {
      const lipstick = inCatalog({ updatedAt: at(1) });
      const sessionId = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 });
      await t.publish(
        buildEvent('product.updated', { product: { ...lipstick, price: 300, updatedAt: at(3) } }),
      );
      await t.publish(
        buildEvent('product.updated', { product: { ...lipstick, price: 250, updatedAt: at(2) } }),
      );
      await eventually(async () => expect((await items(sessionId))[0]!.product.price).toBe(300));
      // whichever of the two was handled first, the state of the 3rd wins
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await items(sessionId))[0]!.product.price).toBe(300);
    });

    it('when the catalog announced a product the catalog endpoint does not serve, then it can be added', async () => {
      // not in the stub: an add can only succeed from the snapshot the event left
      const announced = buildProduct();
      await t.publish(buildEvent('product.updated', { product: announced }));
      await eventually(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          payload: { productId: announced._id, selectedOptions: berry, quantity: 1 },
        });
        expect(res.statusCode).toBe(200);
      });
    });

    it('when a product is deleted, then it leaves every cart and can no longer be added', async () => {
      const lipstick = inCatalog();
      const serum = inCatalog({ title: 'Glow Serum', options: [] });
      const sessionId = await add({ productId: lipstick._id, selectedOptions: berry, quantity: 1 });
      await add({ sessionId, productId: serum._id, quantity: 1 });
      await t.publish(buildEvent('product.deleted', { productId: lipstick._id }));
      await eventually(async () =>
        expect((await items(sessionId)).map((i) => i.product._id)).toEqual([serum._id]),
      );
      // a late update of the deleted product does not bring it back
      await t.publish(buildEvent('product.updated', { product: { ...lipstick, updatedAt: at(9) } }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { sessionId, productId: lipstick._id, selectedOptions: berry, quantity: 1 },
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('order.placed', () => {
    it('when the session’s order is placed, then its cart is emptied and other carts are not', async () => {
      const serum = inCatalog({ options: [] });
      const ordered = await add({ productId: serum._id, quantity: 2 });
      const bystander = await add({ productId: serum._id, quantity: 1 });
      await t.publish(buildOrderPlaced(ordered));
      await eventually(async () => expect(await items(ordered)).toEqual([]));
      expect(await items(bystander)).toHaveLength(1);
    });

    it('when the same order.placed comes again after the shopper started a new cart, then the new cart stays', async () => {
      const serum = inCatalog({ options: [] });
      const sessionId = await add({ productId: serum._id, quantity: 2 });
      const orderId = newId();
      const placed = buildOrderPlaced(sessionId, orderId);
      await t.publish(placed);
      await eventually(async () => expect(await items(sessionId)).toEqual([]));
      await add({ sessionId, productId: serum._id, quantity: 1 });
      // the same delivery again, and the same order re-sent under a new event id
      await t.publish(placed, buildOrderPlaced(sessionId, orderId));
      const marker = await add({ productId: serum._id, quantity: 1 });
      await t.publish(buildOrderPlaced(marker));
      await eventually(async () => expect(await items(marker)).toEqual([]));
      expect((await items(sessionId)).map((i) => i.quantity)).toEqual([1]);
    });

    it('when the order’s session had no stored cart, then a redelivery still leaves a later cart alone', async () => {
      const serum = inCatalog({ options: [] });
      const sessionId = 'session-without-a-cart-0001';
      const placed = buildOrderPlaced(sessionId);
      await t.publish(placed);
      const marker = await add({ productId: serum._id, quantity: 1 });
      await t.publish(buildOrderPlaced(marker));
      await eventually(async () => expect(await items(marker)).toEqual([]));
      await add({ sessionId, productId: serum._id, quantity: 3 });
      await t.publish(placed);
      const marker2 = await add({ productId: serum._id, quantity: 1 });
      await t.publish(buildOrderPlaced(marker2));
      await eventually(async () => expect(await items(marker2)).toEqual([]));
      expect((await items(sessionId)).map((i) => i.quantity)).toEqual([3]);
    });
  });
});
