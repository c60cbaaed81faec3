import type { OrderStatusCounts } from '@shop/contracts';
import { noOrders } from './order-days';
import { completeParts, notAfterCursor, timeKey, type Bucket } from './order-buckets';

const counts = (held: Partial<OrderStatusCounts>): OrderStatusCounts => ({ ...noOrders(), ...held });

describe('order buckets', () => {
  it('when an order is placed, then it is listed under its UTC day, hour and minute', () => {
    const at = new Date('2026-11-28T06:59:59.999Z');
    expect(['day', 'hour', 'minute'].map((field) => timeKey(field as Bucket['field'], at))).toEqual([
      '2026-11-28',
      '2026-11-28T06',
      '2026-11-28T06:59',
    ]);
  });

  it("when a bucket's parts count all its orders, then they are read instead, newest first", () => {
    const hours = completeParts('hour', counts({ Incoming: 3, Processing: 1 }), [
      { _id: '2026-11-28T06', counts: { Incoming: 1 } },
      { _id: '2026-11-28T09', counts: { Incoming: 2, Processing: 1 } },
    ]);
    expect(hours?.map(({ field, key }) => [field, key])).toEqual([
      ['hour', '2026-11-28T09'],
      ['hour', '2026-11-28T06'],
    ]);
    expect(hours?.[0]?.counts).toEqual(counts({ Incoming: 2, Processing: 1 }));
  });

  it('when some orders are in no part (stored before parts were kept, or a count left short), then the bucket is read whole', () => {
    const whole = counts({ Incoming: 3 });
    expect(
      completeParts('minute', whole, [{ _id: '2026-11-28T06:01', counts: { Incoming: 2 } }]),
    ).toBeUndefined();
    expect(completeParts('hour', whole, [])).toBeUndefined();
    // the same total under another status: still not complete
    expect(
      completeParts('hour', counts({ Incoming: 1 }), [{ _id: '2026-11-28T06', counts: { Processing: 1 } }]),
    ).toBeUndefined();
  });

  it("when a page starts after a cursor, then the buckets after the cursor's are left out at every level", () => {
    const cursor = { createdAt: new Date('2026-11-28T06:30:15.000Z'), id: '6b0a76159f09c544760031cd' };
    const bucket = (field: Bucket['field'], key: string): Bucket => ({ field, key, counts: noOrders() });
    const kept = [
      bucket('day', '2026-11-28'),
      bucket('day', '2026-11-27'),
      bucket('hour', '2026-11-28T06'),
      bucket('hour', '2026-11-28T05'),
      bucket('minute', '2026-11-28T06:30'),
      bucket('minute', '2026-11-28T06:29'),
    ];
    const left = [
      bucket('day', '2026-11-29'),
      bucket('hour', '2026-11-28T07'),
      bucket('minute', '2026-11-28T06:31'),
    ];
    expect([...kept, ...left].filter((b) => notAfterCursor(b, cursor))).toEqual(kept);
    expect(left.every((b) => notAfterCursor(b))).toBe(true); // page 1: everything
  });
});
