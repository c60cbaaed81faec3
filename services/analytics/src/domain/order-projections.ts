import type { OrderStatus } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db, Filter, UpdateFilter } from 'mongodb';
import type { OrderProjection, PlacedFacts } from './order-projection';

export const ORDER_PROJECTIONS = 'order_projections';

export const orderProjectionIndexes: IndexDeclaration[] = [
  // a day whose summary is outdated is recounted from its orders
  { collection: ORDER_PROJECTIONS, key: { day: 1 } },
];

/**
 * The per-order documents. Every write is idempotent and commutes with the others (decision 014):
 * - order.placed sets facts that never change (the same values however often it arrives);
 * - a status is replaced only by one with a higher (revision, occurredAt);
 * - deleted and promoUsed only ever go one way.
 * Each write answers the order's day as the document holds it after the write (undefined until order.placed has
 * arrived), so that the caller bumps that day's summary version after it (DaySummaries).
 */
export class OrderProjections {
  readonly collection: Collection<OrderProjection>;

  constructor(db: Db, name = ORDER_PROJECTIONS) {
    this.collection = db.collection<OrderProjection>(name);
  }

  async placed(
    orderId: string,
    day: string,
    facts: PlacedFacts,
    at: string,
    revision: number,
  ): Promise<string> {
    await this.ensure(orderId);
    await this.collection.updateOne({ _id: orderId }, { $set: { day, placed: facts } });
    await this.status(orderId, 'Incoming', revision, at);
    return day;
  }

  /** Sets the status unless a later change is already recorded. */
  async status(
    orderId: string,
    status: OrderStatus,
    revision: number,
    at: string,
  ): Promise<string | undefined> {
    await this.ensure(orderId);
    return this.dayAfter(
      orderId,
      {
        _id: orderId,
        $or: [{ statusRevision: { $lt: revision } }, { statusRevision: revision, statusAt: { $lt: at } }],
      },
      { $set: { status, statusRevision: revision, statusAt: at } },
    );
  }

  async deleted(orderId: string): Promise<string | undefined> {
    await this.ensure(orderId);
    return this.dayAfter(orderId, { _id: orderId }, { $set: { deleted: true } });
  }

  async promoUsed(orderId: string, code: string, discount: number): Promise<string | undefined> {
    await this.ensure(orderId);
    return this.dayAfter(orderId, { _id: orderId }, { $set: { promoUsed: { code, discount } } });
  }

  /** The orders placed on `day` that still exist (deleted ones count nowhere), by the `day` index. */
  ofDay(day: string): Promise<OrderProjection[]> {
    return this.collection.find({ day, deleted: false }).toArray();
  }

  /**
   * Applies the update and answers the order's day as it stands after it: from the updated document, or (when a
   * guard let the update match nothing) from a lookup by `_id` that follows it. Either way the day is read after
   * the write, so a day set by a concurrent order.placed later than this read is bumped by that placement itself.
   */
  private async dayAfter(
    orderId: string,
    filter: Filter<OrderProjection>,
    update: UpdateFilter<OrderProjection>,
  ): Promise<string | undefined> {
    // the whole document: FerretDB 1.24 answers findAndModify with a projection (`fields`) NotImplemented
    const updated = await this.collection.findOneAndUpdate(filter, update, { returnDocument: 'after' });
    if (updated) return updated.day;
    return (await this.collection.findOne({ _id: orderId }, { projection: { day: 1 } }))?.day;
  }

  /**
   * The document exists before any guarded update: whichever event comes first creates it. Two replicas may
   * race to create it; the loser's duplicate-key error means it exists, which is all that is wanted.
   */
  private async ensure(orderId: string): Promise<void> {
    try {
      await this.collection.updateOne(
        { _id: orderId },
        { $setOnInsert: { status: 'Incoming', statusRevision: 0, statusAt: '', deleted: false } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
