import { testing } from '@shop/service-kit';
import { applyOrderToStock } from '../src/domain/stock/apply-order-to-stock';
import { startCatalog, type CatalogTestbed } from './support/catalog-app';
import { createProduct, type ProductAnswer } from './support/builders';
import { tapEvents, type EventTap } from './support/event-tap';
import { buildOrderItem, buildOrderPlaced } from './support/orders';

const { eventually } = testing;

let bed: CatalogTestbed;
let tap: EventTap;

beforeAll(async () => {
  bed = await startCatalog();
  tap = await tapEvents(bed.exchange, ['product.updated']);
});
afterAll(async () => {
  await tap.close();
  await bed.close();
});

const ruby = { name: 'Color', value: 'Ruby' };
const nude = { name: 'Color', value: 'Nude' };
const small = { name: 'Size', value: '4 g' };

const detail = async (id: string) =>
  (await bed.app.inject(`/api/products/${id}`)).json().data as ProductAnswer;
const stockOf = (product: ProductAnswer, name: string, label: string) =>
  product.options.find((o) => o.name === name)!.values.find((v) => v.label === label)!.stock;
const updatesOf = (id: string) =>
  tap.ofType('product.updated').filter((e) => (e.data.product as { _id: string })._id === id);

describe('stock follows order.placed', () => {
  it('when the same order.placed is delivered twice, then the stock is taken once', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await detail(product._id); // warm the cache: the change must show anyway
    const order = buildOrderPlaced([buildOrderItem(product._id, 2, [ruby, small])]);
    await tap.publish(order);
    await tap.publish(order);
    await eventually(async () => expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(3), 10_000);
    // give the duplicate every chance to be applied wrongly
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await detail(product._id);
    expect(stockOf(after, 'Color', 'Ruby')).toBe(3);
    expect(stockOf(after, 'Size', '4 g')).toBe(5);
    expect(stockOf(after, 'Color', 'Nude')).toBe(2);
  });

  it('when one event is applied by several consumers at once, then exactly one takes the stock', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    const order = buildOrderPlaced([buildOrderItem(product._id, 1, [nude])]);
    const apply = () => applyOrderToStock(bed.app.catalog.products, order, bed.app.log);
    await Promise.all([apply(), apply(), apply()]);
    expect(stockOf(await detail(product._id), 'Color', 'Nude')).toBe(1);
  });

  it('when many orders for one product arrive at once, then every one of them is taken, none lost', async () => {
    const product = await createProduct(bed.app, bed.adminToken, {
      options: [{ name: 'Size', values: [{ label: '4 g', stock: 50 }] }],
    });
    const orders = Array.from({ length: 12 }, () =>
      buildOrderPlaced([buildOrderItem(product._id, 2, [small])]),
    );
    await Promise.all(orders.map((order) => tap.publish(order)));
    await eventually(async () => expect(stockOf(await detail(product._id), 'Size', '4 g')).toBe(26), 15_000);
  });

  it('when a bundle picks the same colour for two items, then quantity × 2 is taken', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { isBundle: true, bundleCount: 2 });
    await tap.publish(buildOrderPlaced([buildOrderItem(product._id, 2, [ruby, ruby, small, small])]));
    await eventually(async () => expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(1), 10_000);
    expect(stockOf(await detail(product._id), 'Size', '4 g')).toBe(3);
  });

  it('when more is ordered than is left, then the stock stops at zero and the product stays available', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await tap.publish(buildOrderPlaced([buildOrderItem(product._id, 3, [nude])]));
    await eventually(async () => expect(stockOf(await detail(product._id), 'Color', 'Nude')).toBe(0), 10_000);
    expect((await detail(product._id)).availability).toBe(true);
  });

  it('when every colour reaches zero, then the product becomes unavailable and product.updated says so', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await tap.publish(
      buildOrderPlaced([buildOrderItem(product._id, 5, [ruby]), buildOrderItem(product._id, 2, [nude])]),
    );
    await eventually(async () => expect((await detail(product._id)).availability).toBe(false), 10_000);
    await eventually(() => {
      const last = updatesOf(product._id).at(-1)!.data.product as ProductAnswer;
      expect(last.availability).toBe(false);
      expect(stockOf(last, 'Color', 'Ruby')).toBe(0);
    });
  });

  it('when the ordered product no longer exists, then the event is taken without effect', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await bed.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: { authorization: `Bearer ${bed.adminToken}` },
    });
    const other = await createProduct(bed.app, bed.adminToken);
    await tap.publish(
      buildOrderPlaced([buildOrderItem(product._id, 1, [ruby]), buildOrderItem(other._id, 1, [ruby])]),
    );
    await eventually(async () => expect(stockOf(await detail(other._id), 'Color', 'Ruby')).toBe(4), 10_000);
  });
});
