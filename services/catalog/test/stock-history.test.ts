import { StockHistoryResponse } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { bearer } from './support/catalog-app';
import { createProduct, type ProductAnswer } from './support/builders';
import { line, orderEvents, reserve, ruby, stockOf, useCatalogWithOrders } from './support/holds';

const { eventually } = testing;

const bed = useCatalogWithOrders();

const history = async (id: string, query = '') => {
  const res = await bed.app.inject({
    url: `/api/products/${id}/stock-history${query}`,
    headers: bearer(bed.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return StockHistoryResponse.parse(res.json());
};
const rubyProduct = () =>
  createProduct(bed.app, bed.adminToken, {
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 5 }] }],
  });
const edit = (id: string, options: unknown) =>
  bed.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: bearer(bed.adminToken),
    payload: { options },
  });

describe('stock history', () => {
  it('when stock is set, reserved and given back, then each change is listed newest first with who and why', async () => {
    const product = await rubyProduct();
    const orderId = new ObjectId().toHexString();
    await reserve(bed.app, [line(product._id, 2, [ruby])], orderId);
    await bed.tap.publish(orderEvents.statusChanged(orderId, 'Cancelled', 2));
    await eventually(async () => expect((await history(product._id)).total).toBe(3), 10_000);
    const { entries } = await history(product._id);
    expect(entries.map((e) => [e.reason, e.changes[0]!.delta, e.changes[0]!.stock])).toEqual([
      ['cancelled', 2, 5],
      ['reserved', -2, 3],
      ['set by admin', 5, 5],
    ]);
    expect(entries[1]).toMatchObject({ orderId, by: { kind: 'order', id: orderId } });
    expect(entries[2]).toMatchObject({
      orderId: null,
      by: { kind: 'admin', id: '64b000000000000000000001' },
    });
  });

  it('when there are more entries than a page, then pages follow each other without overlap', async () => {
    const product = await rubyProduct();
    for (let i = 0; i < 4; i += 1) await reserve(bed.app, [line(product._id, 1, [ruby])]);
    await eventually(async () => expect((await history(product._id)).total).toBe(5), 10_000);
    const first = await history(product._id, '?page=1&limit=2');
    const third = await history(product._id, '?page=3&limit=2');
    expect(first.entries).toHaveLength(2);
    expect(third.entries).toHaveLength(1);
    expect(third.entries[0]!.reason).toBe('set by admin');
  });

  it('when an admin saves a stock edit made while orders took units, then neither change is lost', async () => {
    const product = await rubyProduct(); // the admin's form is loaded with Ruby 5
    await reserve(bed.app, [line(product._id, 1, [ruby])]); // meanwhile an order takes 1
    const res = await edit(product._id, [
      { name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 10, baseStock: 5 }] },
    ]);
    expect(res.statusCode).toBe(200);
    expect(stockOf(res.json().data as ProductAnswer, 'Color', 'Ruby')).toBe(9);
    await eventually(async () => {
      const [latest] = (await history(product._id)).entries;
      expect(latest).toMatchObject({ reason: 'set by admin', changes: [{ delta: 5, stock: 9 }] });
    }, 10_000);
  });

  it('when a customer asks for the history, then 403; for a missing product, then 404', async () => {
    const product = await rubyProduct();
    const asCustomer = await bed.app.inject({
      url: `/api/products/${product._id}/stock-history`,
      headers: bearer(bed.customerToken),
    });
    expect(asCustomer.statusCode).toBe(403);
    const missing = await bed.app.inject({
      url: `/api/products/${new ObjectId().toHexString()}/stock-history`,
      headers: bearer(bed.adminToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});
