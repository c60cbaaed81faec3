import {
  ORDER_STATUSES,
  orderCursorOf,
  type OrderCursor,
  type OrderStatus,
  type OrderStatusCounts,
} from '@shop/contracts';
import { hideOutboxFields } from '@shop/service-kit';
import { ObjectId, type Collection, type Filter } from 'mongodb';
import { noOrders, type OrderDays } from './order-days';
import { BUSY_BUCKET, notAfterCursor, timeKey, type Bucket } from './order-buckets';
import { visibleOrders, type OrderDocument } from './order-document';
import { searchFilter } from './order-search';

export interface OrderPageRequest {
  /** The admin's search (issue 31): number, name, phone or e-mail. */
  q?: string;
  status?: OrderStatus;
  limit: number;
  /** Where the page before ended; the first page without. */
  cursor?: OrderCursor;
}

export interface OrderPage {
  orders: OrderDocument[];
  total: number;
  counts: OrderStatusCounts;
  next: string | null;
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const sum = (counts: OrderStatusCounts) => ORDER_STATUSES.reduce((all, status) => all + counts[status], 0);

/** Orders after the cursor, newest first: older, or as old with a smaller id. */
function afterCursor(cursor: OrderCursor): Filter<OrderDocument> {
  const id = new ObjectId(cursor.id);
  return {
    $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, _id: { $lt: id } }],
  };
}

function isAfter(order: OrderDocument, cursor: OrderCursor): boolean {
  const at = order.createdAt.getTime() - cursor.createdAt.getTime();
  return at < 0 || (at === 0 && order._id.toHexString() < cursor.id);
}

function newestFirst(a: OrderDocument, b: OrderDocument): number {
  return (
    b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString())
  );
}

/** `limit + 1` orders read: the page, and whether one more follows. */
function pageOf(read: OrderDocument[], limit: number, total: number, counts: OrderStatusCounts): OrderPage {
  const orders = read.slice(0, limit);
  const last = orders.at(-1);
  const next =
    read.length > limit && last
      ? orderCursorOf({ _id: last._id.toHexString(), createdAt: last.createdAt.toISOString() })
      : null;
  return { orders, total, counts, next };
}

/**
 * The admin order list a page at a time (issue 36 item 4), newest first, after a cursor so that orders placed
 * meanwhile never shift a page. Every read is an equality an index answers on both databases:
 * - the whole list walks the day counts (`OrderDays`) newest first, skips days with nothing to show, and looks
 *   orders up by `{ day }`, or a busy day by `{ hour }` and a busy hour by `{ minute }` (order-buckets.ts), only
 *   until the page is full: the buckets the counts say fill it, up to 8 at once; sorting happens over one bucket;
 * - a search reads what its one equality finds (`searchFilter`: a number, a phone or a word of a name or an
 *   e-mail) and pages it in memory: one customer's orders, or the orders of everyone with that first name.
 */
export class OrderPages {
  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly days: OrderDays,
    /** Orders a bucket holds before it is read by its parts (tests split every bucket with 0). */
    private readonly busyBucket = BUSY_BUCKET,
  ) {}

  page(request: OrderPageRequest): Promise<OrderPage> {
    return request.q ? this.searched(request.q, request) : this.byDays(request);
  }

  private async byDays({ status, limit, cursor }: OrderPageRequest): Promise<OrderPage> {
    const days = await this.days.all();
    const counts = noOrders();
    for (const day of days) for (const name of ORDER_STATUSES) counts[name] += day.counts[name];
    const shown = (held: OrderStatusCounts) => (status ? held[status] : sum(held));
    const wanted = (bucket: Bucket) => notAfterCursor(bucket, cursor) && shown(bucket.counts) > 0;
    // newest first; a busy bucket is replaced by its parts when it comes up, so only what the page needs is split
    const queue: Bucket[] = days.map(({ day, counts: held }) => ({
      field: 'day' as const,
      key: day,
      counts: held,
    }));
    const readBucket = (bucket: Bucket) =>
      this.orders
        .find(
          {
            [bucket.field]: bucket.key,
            ...(status ? { status } : {}),
            ...visibleOrders,
            ...(cursor && bucket.key === timeKey(bucket.field, cursor.createdAt) ? afterCursor(cursor) : {}),
          },
          { projection: hideOutboxFields },
        )
        .sort(NEWEST_FIRST)
        .limit(limit + 1)
        .toArray() as Promise<OrderDocument[]>;
    const read: OrderDocument[] = [];
    while (read.length <= limit) {
      // the buckets whose counts should fill the page, read up to 8 at once; more follow if a count was high
      const batch: Bucket[] = [];
      for (let expected = read.length; queue.length > 0 && expected <= limit && batch.length < 8;) {
        const bucket = queue.shift()!;
        if (!wanted(bucket)) continue;
        const parts =
          sum(bucket.counts) > this.busyBucket ? await this.days.parts.partsOf(bucket) : undefined;
        if (parts) {
          queue.unshift(...parts);
          continue;
        }
        batch.push(bucket);
        expected += shown(bucket.counts);
      }
      if (batch.length === 0) break;
      for (const found of await Promise.all(batch.map(readBucket))) read.push(...found);
    }
    return pageOf(read, limit, shown(counts), counts);
  }

  private async searched(q: string, { status, limit, cursor }: OrderPageRequest): Promise<OrderPage> {
    const found = (await this.orders
      .find({ ...searchFilter(q), ...visibleOrders }, { projection: hideOutboxFields })
      .toArray()) as OrderDocument[];
    const counts = noOrders();
    for (const order of found) if (order.status in counts) counts[order.status] += 1;
    const shown = found
      .filter((order) => (!status || order.status === status) && (!cursor || isAfter(order, cursor)))
      .sort(newestFirst);
    return pageOf(shown.slice(0, limit + 1), limit, status ? counts[status] : found.length, counts);
  }
}
