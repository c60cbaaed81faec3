import type { OrderStatusCounts } from '@shop/contracts';
import { noOrders, type OrderDay } from './order-days';
import { bucketsAfter, completeHours, hourChange, utcHour } from './order-hours';

const counts = (held: Partial<OrderStatusCounts>): OrderStatusCounts => ({ ...noOrders(), ...held });

describe('order hours', () => {
  it('when an order keeps its hour, then its moves count in that hour too; without one, only in its day', () => {
    expect(utcHour(new Date('2026-11-28T06:59:59.999Z'))).toBe('2026-11-28T06');
    expect(hourChange('2026-11-28T06', 'Incoming', 'Processing')).toEqual({
      'hours.h06.Incoming': -1,
      'hours.h06.Processing': 1,
    });
    expect(hourChange('2026-11-28T23', null, 'Incoming')).toEqual({ 'hours.h23.Incoming': 1 });
    expect(hourChange(undefined, null, 'Incoming')).toEqual({});
  });

  it("when a day's hours count all its orders, then they are its buckets, newest first", () => {
    const hours = completeHours('2026-11-28', counts({ Incoming: 3, Processing: 1 }), {
      h06: { Incoming: 1 },
      h09: { Incoming: 2, Processing: 1 },
    });
    expect(hours?.map(({ hour }) => hour)).toEqual(['2026-11-28T09', '2026-11-28T06']);
    expect(hours?.[0]?.counts).toEqual(counts({ Incoming: 2, Processing: 1 }));
  });

  it('when some of a day\'s orders are in no hour (placed before hours, or a count left short), then the day is read whole', () => {
    expect(completeHours('2026-11-28', counts({ Incoming: 3 }), { h06: { Incoming: 2 } })).toBeUndefined();
    expect(completeHours('2026-11-28', counts({ Incoming: 1 }), undefined)).toBeUndefined();
    // the same total, another status: still not complete
    expect(completeHours('2026-11-28', counts({ Incoming: 1 }), { h06: { Processing: 1 } })).toBeUndefined();
  });

  it('when a page starts after a cursor, then its buckets are the cursor\'s hour (read after it) and everything older', () => {
    const days: OrderDay[] = [
      {
        day: '2026-11-28',
        counts: counts({ Incoming: 3 }),
        hours: completeHours('2026-11-28', counts({ Incoming: 3 }), { h10: { Incoming: 2 }, h06: { Incoming: 1 } }),
      },
      { day: '2026-11-27', counts: counts({ Incoming: 4 }) },
    ];
    expect(bucketsAfter(days).map(({ key }) => key)).toEqual([
      { hour: '2026-11-28T10' },
      { hour: '2026-11-28T06' },
      { day: '2026-11-27' },
    ]);
    const cursor = { createdAt: new Date('2026-11-28T06:30:00.000Z'), id: '6b0a76159f09c544760031cd' };
    expect(bucketsAfter(days, cursor).map(({ key, holdsCursor }) => [key, holdsCursor])).toEqual([
      [{ hour: '2026-11-28T06' }, true],
      [{ day: '2026-11-27' }, false],
    ]);
    const older = { createdAt: new Date('2026-11-27T12:00:00.000Z'), id: '6b0a76159f09c544760031cd' };
    expect(bucketsAfter(days, older).map(({ key, holdsCursor }) => [key, holdsCursor])).toEqual([
      [{ day: '2026-11-27' }, true],
    ]);
  });
});
