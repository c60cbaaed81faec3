import { seedOnce } from '@shop/service-kit';
import type { Db } from 'mongodb';
import { bucketOf } from './history-sequence';
import { STOCK_HISTORY, StockHistory, type StockHistoryDocument } from './stock-history';

/**
 * Entries recorded before the history was numbered get their numbers, oldest first per product, once per
 * database (run before the consumers attach, so no new entry takes a number in between). An entry numbered by a
 * start that then crashed keeps its number; the next start numbers only the rest.
 */
export function backfillStockHistoryNumbers(db: Db): Promise<boolean> {
  return seedOnce(db, 'stock-history-numbers', async () => {
    const entries = db.collection<StockHistoryDocument>(STOCK_HISTORY);
    const history = new StockHistory(db);
    const older = await entries
      .find({ seq: { $exists: false } }, { projection: { _id: 1, productId: 1, at: 1 } })
      .toArray();
    older.sort((a, b) => a.at.getTime() - b.at.getTime() || String(a._id).localeCompare(String(b._id)));
    for (const entry of older) {
      const seq = await history.counts.next(entry.productId);
      await entries.updateOne(
        { _id: entry._id, seq: { $exists: false } },
        { $set: { seq, bucket: bucketOf(entry.productId, seq) } },
      );
    }
  });
}
