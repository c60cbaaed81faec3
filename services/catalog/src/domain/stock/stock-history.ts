import type { ProductStockChangedEvent, StockHistoryEntry, StockHistoryQuery } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';

export const STOCK_HISTORY = 'stock_history';

interface StockHistoryDocument extends Omit<StockHistoryEntry, 'at'> {
  productId: string;
  at: Date;
}

export const stockHistoryIndexes: IndexDeclaration[] = [
  { collection: STOCK_HISTORY, key: { productId: 1, at: -1 } },
];

/** Every change of a product's stock, under the id of the event that announced it (stored once). */
export class StockHistory {
  private readonly collection: Collection<StockHistoryDocument>;

  constructor(db: Db) {
    this.collection = db.collection<StockHistoryDocument>(STOCK_HISTORY);
  }

  async record(event: ProductStockChangedEvent): Promise<void> {
    const { productId, reason, orderId, by, changes, at } = event.data;
    try {
      await this.collection.insertOne({
        _id: event.id,
        productId,
        reason,
        orderId,
        by,
        changes,
        at: new Date(at),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Newest first, one page at a time. */
  async page(productId: string, { page, limit }: StockHistoryQuery) {
    const filter = { productId };
    const [docs, total] = await Promise.all([
      this.collection
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .toArray(),
      this.collection.countDocuments(filter),
    ]);
    const entries: StockHistoryEntry[] = docs.map(({ productId: _, at, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
    }));
    return { entries, total, page, limit };
  }
}
