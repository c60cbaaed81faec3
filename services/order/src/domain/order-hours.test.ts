import type { OrderStatusCounts } from '@shop/contracts';
import { noOrders, type OrderDay } from './order-days';
import { bucketsOfDay, completeHours, utcHour } from './order-hours';

const counts = (held: Partial<OrderStatusCounts>): OrderStatusCounts => ({ ...noOrders(), ...held });

describe('order hours', () => {
  it('when an order is placed, then it is listed under its UTC hour', () => {
    expect(utcHour(new Date('2026-11-28T06:59:59.999Z'))).toBe('2026-11-28T06');
  });

  it("when a day's hours count all its orders, then they are its buckets, newest first", () => {
    const hours = completeHours(counts({ Incoming: 3, Processing: 1 }), [
      { _id: '2026-11-28T06', counts: { Incoming: 1 } },
      { _id: '2026-11-28T09', counts: { Incoming: 2, Processing: 1 } },
    ]);
    expect(hours?.map(({ hour }) => hour)).toEqual(['2026-11-28T09', '2026-11-28T06']);
    expect(hours?.[0]?.counts).toEqual(counts({ Incoming: 2, Processing: 1 }));
  });

  it("when some of a day's orders are in no hour (placed before hours, or a count left short), then the day is read whole", () => {
    const day = counts({ Incoming: 3 });
    expect(completeHours(day, [{ _id: '2026-11-28T06', counts: { Incoming: 2 } }])).toBeUndefined();
    expect(completeHours(day, [])).toBeUndefined();
    // the same total under another status: still not complete
    expect(
      completeHours(counts({ Incoming: 1 }), [{ _id: '2026-11-28T06', counts: { Processing: 1 } }]),
    ).toBeUndefined();
  });

  it("when a page starts after a cursor, then a busy day's buckets are the cursor's hour (read after it) and older hours", () => {
    const day: OrderDay = { day: '2026-11-28', counts: counts({ Incoming: 3 }) };
    const hours = completeHours(day.counts, [
      { _id: '2026-11-28T10', counts: { Incoming: 2 } },
      { _id: '2026-11-28T06', counts: { Incoming: 1 } },
    ]);
    expect(bucketsOfDay(day, hours).map(({ key }) => key)).toEqual([
      { hour: '2026-11-28T10' },
      { hour: '2026-11-28T06' },
    ]);
    const cursor = { createdAt: new Date('2026-11-28T06:30:00.000Z'), id: '6b0a76159f09c544760031cd' };
    expect(bucketsOfDay(day, hours, cursor)).toEqual([
      { key: { hour: '2026-11-28T06' }, counts: counts({ Incoming: 1 }), holdsCursor: true },
    ]);
    expect(bucketsOfDay(day, undefined, cursor)).toEqual([
      { key: { day: '2026-11-28' }, counts: day.counts, holdsCursor: true },
    ]);
    expect(bucketsOfDay(day, undefined)).toEqual([
      { key: { day: '2026-11-28' }, counts: day.counts, holdsCursor: false },
    ]);
  });
});
