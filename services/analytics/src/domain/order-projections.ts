import type { OrderStatus } from '@shop/contracts';
import { isDuplicateKeyError, type IndexDeclaration, type QueryShape } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';
import type { OrderProjection, PlacedFacts } from './order-projection';

export const ORDER_PROJECTIONS = 'order_projections';

/** Day lookups in flight at once for a report. */
const DAYS_AT_ONCE = 8;

/** Every calendar day from `from` to `to` (YYYY-MM-DD, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 24 * 60 * 60 * 1000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export const orderProjectionIndexes: IndexDeclaration[] = [
  // a report reads the orders of its days
  { collection: ORDER_PROJECTIONS, key: { day: 1 } },
];

/** Every query the service sends (the test beside the indexes fails when one has no index). */
export const analyticsQueryShapes: QueryShape[] = [
  { collection: ORDER_PROJECTIONS, equals: ['_id'], by: 'OrderProjections (every write)' },
  { collection: ORDER_PROJECTIONS, equals: ['day', 'deleted'], by: 'OrderProjections.between' },
  { collection: 'event_journal', equals: ['_id'], by: 'EventJournal.record' },
  {
    collection: 'event_journal',
    equals: [],
    by: 'EventJournal.replay',
    wholeCollection: 'the rebuild, run by hand (npm run rebuild), replays every event on purpose',
  },
  {
    collection: ORDER_PROJECTIONS,
    equals: [],
    by: 'rebuildProjection (deleteMany)',
    wholeCollection: 'the rebuild, run by hand, empties the projection on purpose',
  },
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

  /**
   * The orders placed on these days that still exist (deleted ones count nowhere). Read day by day, each an
   * equality lookup on `day` that both databases answer from its index: FerretDB pushes no range down to
   * PostgreSQL, so `{ day: { $gte, $lte } }` read every order ever projected (decision 018).
   */
  async between(from: string, to: string): Promise<OrderProjection[]> {
    const days = daysBetween(from, to);
    const found: OrderProjection[][] = [];
    for (let i = 0; i < days.length; i += DAYS_AT_ONCE) {
      found.push(
        ...(await Promise.all(
          days
            .slice(i, i + DAYS_AT_ONCE)
            .map((day) => this.collection.find({ day, deleted: false }).toArray()),
        )),
      );
    }
    return found.flat();
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
