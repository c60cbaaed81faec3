import { PRODUCT_STOCK_CHANGED, type ProductStockChangedEvent } from '@shop/contracts';
import { createEvent, testing } from '@shop/service-kit';
import { MongoClient, ObjectId } from 'mongodb';
import { backfillStockHistoryNumbers } from '../src/domain/stock/history-backfill';
import { STOCK_HISTORY } from '../src/domain/stock/stock-history';
import { useCatalogWithOrders } from './support/holds';

const bed = useCatalogWithOrders();
const start = Date.parse('2026-11-01T10:00:00Z');

/** The `n`th stock change of a product (one unit taken each time, `n` seconds after the start). */
const change = (productId: string, n: number): ProductStockChangedEvent =>
  createEvent(PRODUCT_STOCK_CHANGED, {
    productId,
    title: 'Velvet Lipstick',
    reason: 'reserved',
    orderId: new ObjectId().toHexString(),
    by: { kind: 'order', id: null, name: null },
    changes: [{ option: 'Color', value: 'Ruby', delta: -1, stock: 10_000 - n }],
    at: new Date(start + n * 1000).toISOString(),
  }) as ProductStockChangedEvent; // the service's own envelope, as the consumer receives it

/** Every page of a product's history, in order, as the stock figures it shows. */
async function walk(productId: string, limit: number): Promise<{ stocks: number[]; totals: number[] }> {
  const stocks: number[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const { entries, total } = await bed.catalog.history.page(productId, { page, limit });
    totals.push(total);
    if (entries.length === 0) return { stocks, totals };
    stocks.push(...entries.map((entry) => entry.changes[0]!.stock));
  }
}

/** The stocks 10,000 − n for n from `count` − 1 down to 0: every change once, newest first. */
const newestFirst = (count: number) => [...Array(count).keys()].reverse().map((n) => 10_000 - n);

describe('stock history pages', () => {
  it('when a product has more changes than two buckets hold, then every page shows its own entries once, newest first', async () => {
    const productId = new ObjectId().toHexString();
    for (let n = 0; n < 120; n += 1) await bed.catalog.history.record(change(productId, n));
    for (const limit of [50, 7]) {
      const { stocks, totals } = await walk(productId, limit);
      expect(stocks).toEqual(newestFirst(120));
      expect(new Set(totals)).toEqual(new Set([120]));
    }
  });

  it('when changes are recorded at once and some are delivered twice, then each is stored once and the total counts each once', async () => {
    const productId = new ObjectId().toHexString();
    const events = [...Array(40).keys()].map((n) => change(productId, n));
    await Promise.all(events.map((event) => bed.catalog.history.record(event)));
    // a redelivery after the first delivery was stored
    await Promise.all(events.slice(0, 10).map((event) => bed.catalog.history.record(event)));
    const { stocks, totals } = await walk(productId, 15);
    // numbered in the order they were recorded, which changes made at once need not keep: each shows once
    expect([...stocks].sort((a, b) => a - b)).toEqual(newestFirst(40));
    expect(totals[0]).toBe(40);
  });

  it('when a database holds history recorded before entries were numbered, then the backfill numbers it oldest first', async () => {
    const client = await MongoClient.connect(testing.testMongoUrl);
    try {
      const db = client.db(bed.dbName);
      const productId = new ObjectId().toHexString();
      const older = [...Array(60).keys()].map((n) => {
        const { id, data } = change(productId, n);
        return { _id: id, ...data, at: new Date(data.at), title: undefined };
      });
      await db.collection(STOCK_HISTORY).insertMany(older.reverse() as never[]);
      await db.collection('_seeds').deleteOne({ _id: 'stock-history-numbers' as never });
      expect(await backfillStockHistoryNumbers(db)).toBe(true);
      await bed.catalog.history.record(change(productId, 60)); // recorded after: numbered after them
      const { stocks, totals } = await walk(productId, 25);
      expect(stocks).toEqual(newestFirst(61));
      expect(totals[0]).toBe(61);
      expect(await backfillStockHistoryNumbers(db)).toBe(false); // once per database
    } finally {
      await client.close();
    }
  });
});
