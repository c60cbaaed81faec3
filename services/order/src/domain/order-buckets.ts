import { ORDER_STATUSES, type OrderCursor, type OrderStatus, type OrderStatusCounts } from '@shop/contracts';
import type { IndexDeclaration } from '@shop/service-kit';
import type { Collection, Db } from 'mongodb';

/**
 * The admin list's time buckets (issue 36 item 4). FerretDB reads every order a lookup matches, whatever the
 * page's limit, so page 1 of a busy shop read all of today's orders by `{ day }` (1,000 a day: 235 ms at
 * 100,000 orders against 91 ms on a small shop). Orders also keep their UTC hour and minute, small documents count
 * each hour (`order_hours`) and minute (`order_minutes`) beside the day's counts, and a page reads a busy bucket
 * (over {@link BUSY_BUCKET} orders) by its finer buckets. A bucket whose parts do not count every order of it
 * (orders from before `hour`/`minute`, or a count a crash left short) is read whole, as before, so no order is
 * missed for want of a part. The parts live in their own flat documents: FerretDB decodes nested ones slowly.
 */
export const ORDER_HOURS = 'order_hours';
export const ORDER_MINUTES = 'order_minutes';

/** A bucket with more orders than this is read by its parts when they count all of it. */
export const BUSY_BUCKET = 100;

export type BucketField = 'day' | 'hour' | 'minute';

/** Each level's key is a prefix of the ISO time: "2026-11-28", "2026-11-28T07", "2026-11-28T07:13". */
const KEY_LENGTH: Record<BucketField, number> = { day: 10, hour: 13, minute: 16 };

export const timeKey = (field: BucketField, at: Date): string => at.toISOString().slice(0, KEY_LENGTH[field]);

/** What a page looks orders up by: `{ [field]: key }`, and how many orders of each status it holds. */
export interface Bucket {
  field: BucketField;
  key: string;
  counts: OrderStatusCounts;
}

interface PartDocument {
  /** The hour or the minute. */
  _id: string;
  /** The day of an hour, the hour of a minute. */
  within: string;
  counts?: Partial<Record<OrderStatus, number>>;
}

/** The parts are looked up by the bucket they are within. */
export const orderBucketIndexes: IndexDeclaration[] = [
  { collection: ORDER_HOURS, key: { within: 1 } },
  { collection: ORDER_MINUTES, key: { within: 1 } },
];

/** The parts of a bucket newest first, when their counts add up to its own for every status; else undefined. */
export function completeParts(
  field: BucketField,
  whole: OrderStatusCounts,
  parts: Array<Pick<PartDocument, '_id' | 'counts'>>,
): Bucket[] | undefined {
  const list = parts.map(({ _id, counts }) => ({
    field,
    key: _id,
    counts: Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, counts?.[status] ?? 0]),
    ) as OrderStatusCounts,
  }));
  for (const status of ORDER_STATUSES) {
    if (list.reduce((sum, { counts }) => sum + counts[status], 0) !== whole[status]) return undefined;
  }
  return list.sort((a, b) => b.key.localeCompare(a.key));
}

/** Buckets at or before the cursor's (the cursor's own is read after the cursor). */
export const notAfterCursor = (bucket: Bucket, cursor?: OrderCursor): boolean =>
  !cursor || bucket.key <= timeKey(bucket.field, cursor.createdAt);

/** The hours and minutes counts of the orders that keep them, moved with the day's and read for busy buckets. */
export class OrderTimeCounts {
  private readonly hours: Collection<PartDocument>;
  private readonly minutes: Collection<PartDocument>;

  constructor(db: Db) {
    this.hours = db.collection<PartDocument>(ORDER_HOURS);
    this.minutes = db.collection<PartDocument>(ORDER_MINUTES);
  }

  /** The writes that move an order's hour and minute like its day (none for an order that keeps neither). */
  moves(
    order: { hour?: string; minute?: string },
    change: Record<string, number>,
  ): Array<() => Promise<unknown>> {
    const move = (parts: Collection<PartDocument>, key: string, within: string) => () =>
      parts.updateOne({ _id: key }, { $inc: change, $setOnInsert: { within } }, { upsert: true });
    const { hour, minute } = order;
    return [
      ...(hour ? [move(this.hours, hour, hour.slice(0, KEY_LENGTH.day))] : []),
      ...(minute ? [move(this.minutes, minute, minute.slice(0, KEY_LENGTH.hour))] : []),
    ];
  }

  /** A day's hours or an hour's minutes, newest first, when they count all of it; else undefined (read it whole). */
  async partsOf(bucket: Bucket): Promise<Bucket[] | undefined> {
    if (bucket.field === 'minute') return undefined;
    const [parts, field] =
      bucket.field === 'day' ? [this.hours, 'hour' as const] : [this.minutes, 'minute' as const];
    return completeParts(field, bucket.counts, await parts.find({ within: bucket.key }).toArray());
  }
}
