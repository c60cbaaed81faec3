import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { startCatalog, type CatalogTestbed } from './support/catalog-app';
import { createProduct, type ProductAnswer } from './support/builders';
import { line, reserve, stockOf } from './support/holds';

const { eventually } = testing;

/** The order service's placement check (contract 3): which orders it stored, and whether it answers at all. */
const stored = new Set<string>();
let answering = true;
const orderService = http.createServer((req, res) => {
  const orderId = /\/internal\/orders\/([0-9a-f]{24})\/placement$/.exec(req.url ?? '')?.[1] ?? '';
  if (!answering) return res.writeHead(503).end();
  if (!stored.has(orderId)) return res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ orderId, placed: true }));
});

let bed: CatalogTestbed;
beforeAll(async () => {
  await new Promise<void>((resolve) => orderService.listen(0, '127.0.0.1', resolve));
  const { port } = orderService.address() as AddressInfo;
  bed = await startCatalog({
    env: {
      ORDER_URL: `http://127.0.0.1:${port}`,
      STOCK_HOLD_CHECK_AFTER_MS: '1000',
      STOCK_HOLD_SWEEP_MS: '200',
    },
  });
});
afterAll(async () => {
  await bed.close();
  orderService.closeAllConnections();
  await new Promise((resolve) => orderService.close(resolve));
});

const ruby = { name: 'Color', value: 'Ruby' };
const rubyOf = async (id: string) =>
  stockOf((await bed.app.inject(`/api/products/${id}`)).json().data as ProductAnswer, 'Color', 'Ruby');

describe('holds whose order.placed never came', () => {
  it('when the order service never stored the order (it died after reserving), then the units come back', async () => {
    const product = await createProduct(bed.app, bed.adminToken, {
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
    });
    const kept = new ObjectId().toHexString();
    stored.add(kept); // stored, but its event is still stuck behind a broker outage
    await reserve(bed.app, [line(product._id, 1, [ruby])], kept);
    await reserve(bed.app, [line(product._id, 2, [ruby])]);
    expect(await rubyOf(product._id)).toBe(0);
    await eventually(async () => expect(await rubyOf(product._id)).toBe(2), 10_000);
    const holds = await bed.app.catalog.holds.collection.find({}).toArray();
    expect(holds.find((hold) => hold._id === kept)).toMatchObject({
      placed: true,
      held: true,
      checkAfter: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rubyOf(product._id)).toBe(2);
    // settled, they left the sweeper's pending set; the one never stored is final, and goes in 30 days
    const settled = await bed.app.catalog.holds.collection.find({}).toArray();
    expect(settled.filter((hold) => hold.unsettled)).toEqual([]);
    expect(settled.find((hold) => hold._id === kept)).not.toHaveProperty('finalAt');
    expect(settled.find((hold) => hold._id !== kept && !hold.placed)).toMatchObject({
      live: false,
      finalAt: expect.any(Date),
    });
  });

  it('when the order service cannot answer, then the hold is kept and asked about again', async () => {
    const product = await createProduct(bed.app, bed.adminToken, {
      options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
    });
    answering = false;
    await reserve(bed.app, [line(product._id, 3, [ruby])]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await rubyOf(product._id)).toBe(0);
    answering = true;
    await eventually(async () => expect(await rubyOf(product._id)).toBe(3), 10_000);
  });
});
