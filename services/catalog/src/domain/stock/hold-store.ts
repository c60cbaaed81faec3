import { isDuplicateKeyError } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import type { RetentionRule } from '@shop/service-kit';
import { DAY_SECONDS } from '@shop/service-kit';
import { STOCK_HOLDS, isFinal, isUnsettled, type HoldPatch, type StockHoldDocument } from './hold-document';

/** A step left this long without progress belongs to a process that died: the sweeper finishes it. */
export const STALLED_STEP_MS = 30_000;

/** Final holds (order deleted, or never stored) go 30 days after they became final; the others stay. */
export const holdRetention: RetentionRule = {
  collection: STOCK_HOLDS,
  field: 'finalAt',
  afterSeconds: 30 * DAY_SECONDS,
  why: 'a final hold (its order deleted or never stored) can change no more; 30 days leave it to support questions',
};

/** Holds the sweeper must look at; present only while the hold is unsettled (see `unsettled`). */
export const UNSETTLED = { unsettled: true } as const;

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
    const next = { ...hold, ...patch, updatedAt, version: hold.version + 1 };
    // the two bookkeeping fields follow the hold's state in the same write
    const unsettled = isUnsettled(next);
    const finalAt = isFinal(next) ? (hold.finalAt ?? updatedAt) : undefined;
    const unset: { unsettled?: ''; finalAt?: '' } = {};
    if (!unsettled) unset.unsettled = '';
    if (!finalAt) unset.finalAt = '';
    const result = await this.collection.updateOne(
      { _id: hold._id, version: hold.version },
      {
        $set: {
          ...patch,
          updatedAt,
          ...(unsettled ? { unsettled: true as const } : {}),
          ...(finalAt ? { finalAt } : {}),
        },
        ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
        $inc: { version: 1 },
      },
    );
    if (result.matchedCount !== 1) return null;
    const { unsettled: _u, finalAt: _f, ...rest } = next;
    return { ...rest, ...(unsettled ? { unsettled: true as const } : {}), ...(finalAt ? { finalAt } : {}) };
  }

  /**
   * Holds the sweeper must look at: a stalled step, or an `unsettled` flag left without a step (by the check
   * of holds whose order was never stored, which the catalog no longer makes). Read from the unsettled ones
   * alone (an index lookup on both databases), the times compared here.
   */
  async due(now: Date, limit: number): Promise<StockHoldDocument[]> {
    const stalledBefore = now.getTime() - STALLED_STEP_MS;
    const unsettled = await this.collection.find(UNSETTLED).toArray();
    return unsettled
      .filter((hold) => hold.step === null || hold.updatedAt.getTime() <= stalledBefore)
      .slice(0, limit);
  }

  /**
   * Holds written before `unsettled` existed get it once (a start-up read of the whole collection, on a
   * database that has such holds only).
   */
  async markUnsettledOnce(): Promise<number> {
    const legacy = await this.collection.updateMany(
      { unsettled: { $exists: false }, step: { $ne: null } },
      { $set: { unsettled: true } },
    );
    return legacy.modifiedCount;
  }
}
