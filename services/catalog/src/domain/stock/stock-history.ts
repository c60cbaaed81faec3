import type { ProductStockChangedEvent, StockHistoryEntry, StockHistoryQuery } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import { HistoryCounts } from './history-counts';
import { bucketOf, bucketsOf, pageRange } from './history-sequence';

export const STOCK_HISTORY = 'stock_history';

export interface StockHistoryDocument extends Omit<StockHistoryEntry, 'at'> {
  productId: string;
  at: Date;
  /** The entry's number in its product's history (absent only on entries from before numbers: see the backfill). */
  seq?: number;
  /** `productId:bucket`, the key a page looks entries up by. */
  bucket?: string;
}

export const stockHistoryIndexes: IndexDeclaration[] = [{ collection: STOCK_HISTORY, key: { bucket: 1 } }];

/**
 * Every change of a product's stock, under the id of the event that announced it (stored once), numbered in its
 * product's history so that a page reads only its own entries (history-sequence.ts).
 *
 * Invariant: each recorded event is stored once, with a number no other entry of its product has. A number is
 * taken before the entry is stored, so a crash in between, or a redelivery racing the first delivery, leaves a
 * number unused: the total then counts one entry too many and that page shows one entry fewer; nothing is shown
 * twice or lost.
 */
export class StockHistory {
  private readonly collection: Collection<StockHistoryDocument>;
  readonly counts: HistoryCounts;

  constructor(db: Db) {
    this.collection = db.collection<StockHistoryDocument>(STOCK_HISTORY);
    this.counts = new HistoryCounts(db);
  }

  async record(event: ProductStockChangedEvent): Promise<void> {
    if (await this.collection.findOne({ _id: event.id }, { projection: { _id: 1 } })) return; // redelivered
    const { productId, reason, orderId, by, changes, at } = event.data;
    const seq = await this.counts.next(productId);
    try {
      await this.collection.insertOne({
        _id: event.id,
        productId,
        reason,
        orderId,
        by,
        changes,
        at: new Date(at),
        seq,
        bucket: bucketOf(productId, seq),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Newest first, one page at a time: the product's counter, then the one or two buckets the page spans. */
  async page(productId: string, { page, limit }: StockHistoryQuery) {
    const total = await this.counts.total(productId);
    const range = pageRange(total, page, limit);
    const found = range
      ? await Promise.all(
          bucketsOf(productId, range).map((bucket) => this.collection.find({ bucket }).toArray()),
        )
      : [];
    const entries: StockHistoryEntry[] = found
      .flat()
      .filter(({ seq = -1 }) => range && seq >= range.from && seq <= range.to)
      // by when the change was made; entries recorded in the same moment keep their numbers' order
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (b.seq ?? 0) - (a.seq ?? 0))
      .map(({ productId: _, at, seq: _seq, bucket: _bucket, ...entry }) => ({
        ...entry,
        at: at.toISOString(),
      }));
    return { entries, total, page, limit };
  }
}
