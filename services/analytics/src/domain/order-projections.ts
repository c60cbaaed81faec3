import type { OrderStatus } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import type { OrderProjection, PlacedFacts } from './order-projection';

export const ORDER_PROJECTIONS = 'order_projections';

export const orderProjectionIndexes: IndexDeclaration[] = [
  // a report reads the orders of its days
  { collection: ORDER_PROJECTIONS, key: { day: 1 } },
];

/**
 * The per-order documents. Every write is idempotent and commutes with the others (decision 014):
 * - order.placed sets facts that never change (the same values however often it arrives);
 * - a status is replaced only by one with a higher (revision, occurredAt);
 * - deleted and promoUsed only ever go one way.
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
  ): Promise<void> {
    await this.ensure(orderId);
    await this.collection.updateOne({ _id: orderId }, { $set: { day, placed: facts } });
    await this.status(orderId, 'Incoming', revision, at);
  }

  /** Sets the status unless a later change is already recorded. */
  async status(orderId: string, status: OrderStatus, revision: number, at: string): Promise<void> {
    await this.ensure(orderId);
    await this.collection.updateOne(
      {
        _id: orderId,
        $or: [{ statusRevision: { $lt: revision } }, { statusRevision: revision, statusAt: { $lt: at } }],
      },
      { $set: { status, statusRevision: revision, statusAt: at } },
    );
  }

  async deleted(orderId: string): Promise<void> {
    await this.ensure(orderId);
    await this.collection.updateOne({ _id: orderId }, { $set: { deleted: true } });
  }

  async promoUsed(orderId: string, code: string, discount: number): Promise<void> {
    await this.ensure(orderId);
    await this.collection.updateOne({ _id: orderId }, { $set: { promoUsed: { code, discount } } });
  }

  /** The orders placed on these days that still exist (deleted ones count nowhere). */
  between(from: string, to: string): Promise<OrderProjection[]> {
    return this.collection.find({ day: { $gte: from, $lte: to }, deleted: false }).toArray();
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
