import { isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';

export const STOCK_HISTORY_COUNTS = 'stock_history_counts';

interface CountDocument {
  _id: string;
  /** How many numbers the product's history has handed out: its next entry's number. */
  entries: number;
}

/** Each product's history counter: one small document a product, read and written by `_id`. */
export class HistoryCounts {
  private readonly counts: Collection<CountDocument>;

  constructor(db: Db) {
    this.counts = db.collection<CountDocument>(STOCK_HISTORY_COUNTS);
  }

  /** The next number of a product's history (0 for its first entry); one atomic `$inc`, so no two share one. */
  async next(productId: string): Promise<number> {
    const take = () =>
      this.counts.findOneAndUpdate(
        { _id: productId },
        { $inc: { entries: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
    let counted;
    try {
      counted = await take();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      counted = await take(); // two first entries of a product at once: the counter exists now
    }
    if (!counted) throw new Error(`history counter of ${productId} not returned`);
    return counted.entries - 1;
  }

  async total(productId: string): Promise<number> {
    return (await this.counts.findOne({ _id: productId }))?.entries ?? 0;
  }
}
