import { ORDER_STATUSES, type OrderStatus, type OrderStatusCounts } from '@shop/contracts';
import { isDuplicateKeyError, seedOnce, utcDay } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Collection, Db } from 'mongodb';
import { visibleOrders, type OrderDocument } from './order-document';
import { OrderTimeCounts } from './order-buckets';

/** How many visible orders of each status a UTC day holds: one small document a day (decision 018). */
export const ORDER_DAYS = 'order_days';

export interface OrderDayDocument {
  _id: string;
  counts?: Partial<Record<OrderStatus, number>>;
}

/** A day and its counts, days newest first. */
export interface OrderDay {
  day: string;
  counts: OrderStatusCounts;
}

export const noOrders = (): OrderStatusCounts =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderStatusCounts;

/** The day an order is listed under: the UTC day it was placed. Orders stored before `day` have it backfilled. */
export const orderDay = (order: Pick<OrderDocument, 'day' | 'createdAt'>): string =>
  order.day ?? utcDay(order.createdAt);

/**
 * The admin list's day counts (issue 36 item 4). FerretDB counts by decoding every document it counts, so the
 * screen's tiles and totals come from these, and a page looks orders up by `{ day }` only for the days it needs.
 * Each write that shows, hides or moves an order (placed, status changed, deleted) moves its day's counts right
 * after it, by `$inc`, so concurrent writes add up (and its hour's and minute's, order-buckets.ts). A count that cannot be
 * written is logged, not thrown: the order's own write already happened, and a page never depends on a count
 * being exact (it reads after a cursor).
 */
export class OrderDays {
  private readonly days: Collection<OrderDayDocument>;
  /** The same counts by UTC hour and minute, for orders that keep them: a page reads a busy day by its parts. */
  readonly parts: OrderTimeCounts;

  constructor(
    db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.days = db.collection<OrderDayDocument>(ORDER_DAYS);
    this.parts = new OrderTimeCounts(db);
  }

  /** An order went from `from` to `to`; null is "not listed" (still being placed, or deleted). */
  async move(
    order: Pick<OrderDocument, '_id' | 'day' | 'hour' | 'minute' | 'createdAt'>,
    from: OrderStatus | null,
    to: OrderStatus | null,
  ): Promise<void> {
    if (from === to) return;
    const day = orderDay(order);
    const change: Record<string, number> = {};
    if (from) change[`counts.${from}`] = -1;
    if (to) change[`counts.${to}`] = 1;
    const writes: Array<() => Promise<unknown>> = [
      () => this.days.updateOne({ _id: day }, { $inc: change }, { upsert: true }),
      ...this.parts.moves(order, change),
    ];
    try {
      for (const write of writes) {
        await write().catch(async (error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
          await write(); // two first orders of a day (an hour, a minute) upserted at once: it exists now
        });
      }
    } catch (error) {
      this.log.error(
        { err: error, orderId: order._id.toHexString(), day, from, to },
        'order day count not moved',
      );
    }
  }

  /** Every day with its counts, newest first: 365 small documents a year. */
  async all(): Promise<OrderDay[]> {
    const days = await this.days.find({}).toArray();
    return days
      .map((day) => ({ day: day._id, counts: countsOf(day) }))
      .sort((a, b) => b.day.localeCompare(a.day));
  }
}

function countsOf(day: OrderDayDocument): OrderStatusCounts {
  const counts = noOrders();
  for (const status of ORDER_STATUSES) counts[status] = Math.max(0, day.counts?.[status] ?? 0);
  return counts;
}

/**
 * Orders stored before `day` get it, and then every day its counts from its orders: once per database. A database
 * with no such order (new, or placed only by this build) has nothing to recount.
 */
export function backfillOrderDays(db: Db, orders: Collection<OrderDocument>): Promise<boolean> {
  return seedOnce(db, 'order-days-v1', async () => {
    let older = 0;
    for await (const order of orders.find({ day: { $exists: false } }, { projection: { createdAt: 1 } })) {
      await orders.updateOne({ _id: order._id }, { $set: { day: utcDay(order.createdAt) } });
      older += 1;
    }
    if (older === 0) return;
    const counts = new Map<string, OrderStatusCounts>();
    for await (const order of orders.find(visibleOrders, {
      projection: { day: 1, status: 1, createdAt: 1 },
    })) {
      const day = orderDay(order);
      const tally = counts.get(day) ?? noOrders();
      if (order.status in tally) tally[order.status] += 1;
      counts.set(day, tally);
    }
    const days = db.collection<OrderDayDocument>(ORDER_DAYS);
    for (const [day, tally] of counts) {
      await days.updateOne({ _id: day }, { $set: { counts: tally } }, { upsert: true });
    }
  });
}
