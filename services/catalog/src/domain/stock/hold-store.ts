import { isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import { STOCK_HOLDS, type HoldPatch, type StockHoldDocument } from './hold-document';

/** A step left this long without progress belongs to a process that died: the sweeper finishes it. */
export const STALLED_STEP_MS = 30_000;

/** The holds collection: every write is conditional on the version read (no lost updates, no locks). */
export class HoldStore {
  readonly collection: Collection<StockHoldDocument>;

  constructor(db: Db) {
    this.collection = db.collection<StockHoldDocument>(STOCK_HOLDS);
  }

  find(orderId: string): Promise<StockHoldDocument | null> {
    return this.collection.findOne({ _id: orderId });
  }

  /** False when a hold with this id exists already. */
  async insert(hold: StockHoldDocument): Promise<boolean> {
    try {
      await this.collection.insertOne(hold);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Writes the patch only if nobody wrote since `hold` was read; answers the hold as written, or null. */
  async update(hold: StockHoldDocument, patch: HoldPatch): Promise<StockHoldDocument | null> {
    const updatedAt = new Date();
    const result = await this.collection.updateOne(
      { _id: hold._id, version: hold.version },
      { $set: { ...patch, updatedAt }, $inc: { version: 1 } },
    );
    return result.matchedCount === 1 ? { ...hold, ...patch, updatedAt, version: hold.version + 1 } : null;
  }

  /** Holds the sweeper must look at: not known to be stored past their time, or with a stalled step. */
  due(now: Date, limit: number): Promise<StockHoldDocument[]> {
    return this.collection
      .find({
        $or: [
          { checkAfter: { $lte: now } },
          { step: { $ne: null }, updatedAt: { $lte: new Date(now.getTime() - STALLED_STEP_MS) } },
        ],
      })
      .limit(limit)
      .toArray();
  }
}
