import { testing } from '@shop/service-kit';
import type { SalesReport } from '@shop/contracts';
import { rebuildProjection } from '../src/rebuild/rebuild';
import { DAY_SUMMARIES, SUMMARY_FORMAT } from '../src/domain/day-summaries';
import type { OrderProjection } from '../src/domain/order-projection';
import { ORDER_PROJECTIONS } from '../src/domain/order-projections';
import { startAnalyticsApp, type AnalyticsTestApp } from './support/analytics-app';
import { ReadModelBed } from './support/read-model';
import { reportFromAllOrders } from './support/report-from-all-orders';
import { buildOrderDeleted, buildOrderPlaced, buildPromoUsed, buildStatusChanged } from './support/factories';

const { eventually } = testing;

/** Placements at 10:00 UTC (12:00 Cairo) of the given March 2025 days: one Cairo day each. */
const placedOn = (...days: number[]) =>
  days.map((day) => buildOrderPlaced({ placedAt: `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z` }));
const dayFigure = (report: SalesReport, date: string) => report.byDay.find((day) => day.date === date);

describe('the sales report from per-day summaries (issue 36 item 4)', () => {
  let bed: ReadModelBed;

  beforeEach(async () => {
    bed = await ReadModelBed.start();
  });
  afterEach(() => bed?.close());

  it('when an order of an older day is cancelled and another deleted after a report, then the next report shows that day changed', async () => {
    const [kept, cancelled, deleted, later] = placedOn(3, 3, 3, 5);
    await bed.apply(kept!, cancelled!, deleted!, later!);
    const before = await bed.report('2025-03-01', '2025-03-07');
    expect(dayFigure(before, '2025-03-03')).toEqual({
      date: '2025-03-03',
      orders: 3,
      revenue: 697.2,
      units: 6,
    });

    await bed.apply(
      buildStatusChanged(cancelled!.data.orderId, { to: 'Cancelled', revision: 2 }),
      buildOrderDeleted(deleted!.data.orderId, { revision: 2 }),
    );
    const after = await bed.report('2025-03-01', '2025-03-07');
    expect(dayFigure(after, '2025-03-03')).toEqual({
      date: '2025-03-03',
      orders: 1,
      revenue: 232.4,
      units: 2,
    });
    expect(after.byStatus).toEqual([
      { status: 'Incoming', orders: 2 },
      { status: 'Cancelled', orders: 1 },
    ]);
    expect(after).toEqual(await bed.reportFromOrders('2025-03-01', '2025-03-07'));
  });

  it('when nothing changed since the last report, then the next one recounts no day, and after one change only that day', async () => {
    await bed.apply(...placedOn(1, 2, 2, 4));
    const first = await bed.report('2025-03-01', '2025-03-31');
    expect(bed.projections.recounts).toHaveLength(31); // every day once: the first report stores them all
    bed.projections.recounts = [];
    expect(await bed.report('2025-03-01', '2025-03-31')).toEqual(first);
    expect(bed.projections.recounts).toEqual([]);

    const [late] = placedOn(2);
    await bed.apply(late!, buildPromoUsed(late!.data.orderId, { promoCode: 'LATE10' }));
    const changed = await bed.report('2025-03-01', '2025-03-31');
    expect(bed.projections.recounts).toEqual(['2025-03-02']);
    expect(changed.promos).toEqual([{ code: 'LATE10', uses: 1, discount: 0, revenue: 232.4 }]);
    expect(changed).toEqual(await bed.reportFromOrders('2025-03-01', '2025-03-31'));
  });

  it('when a stored summary is of another shape (an older release), then its day is recounted', async () => {
    await bed.apply(...placedOn(9));
    const current = await bed.report('2025-03-09', '2025-03-09');
    await bed.db
      .collection(DAY_SUMMARIES)
      .updateOne(
        { _id: '2025-03-09' as never },
        { $set: { summary: '{}', summaryFormat: SUMMARY_FORMAT - 1 } },
      );
    bed.projections.recounts = [];
    expect(await bed.report('2025-03-09', '2025-03-09')).toEqual(current);
    expect(bed.projections.recounts).toEqual(['2025-03-09']);
  });

  it('when an event is delivered again, then every figure stays the same', async () => {
    const [order] = placedOn(6);
    const change = buildStatusChanged(order!.data.orderId, { to: 'Refunded', revision: 2 });
    await bed.apply(order!, change);
    const once = await bed.report('2025-03-06', '2025-03-06');
    await bed.apply(
      order!,
      change,
      buildStatusChanged(order!.data.orderId, { to: 'Processing', revision: 1 }),
    );
    expect(await bed.report('2025-03-06', '2025-03-06')).toEqual(once);
    expect(once.byStatus).toEqual([{ status: 'Refunded', orders: 1 }]);
    expect(once.totals.orders).toBe(0);
  });

  it('when an event lands while a report recounts its day, then that recount is not kept and the next report counts the event', async () => {
    const [order] = placedOn(8);
    await bed.apply(order!);
    // the status change is written and bumped after the recount read the day's orders, before it is stored
    bed.projections.afterRecountRead = () =>
      bed.apply(buildStatusChanged(order!.data.orderId, { to: 'Cancelled', revision: 2 }));
    const inFlight = await bed.report('2025-03-08', '2025-03-08');
    expect(inFlight.byStatus).toEqual([{ status: 'Incoming', orders: 1 }]);

    const next = await bed.report('2025-03-08', '2025-03-08');
    expect(next.byStatus).toEqual([{ status: 'Cancelled', orders: 1 }]);
    expect(next.totals.revenue).toBe(0);
  });

  it('when reports run two at a time while events arrive, then the last report equals the orders (no bump lost)', async () => {
    const orders = placedOn(10, 10, 11, 11, 12, 12, 10, 11);
    const events = orders.flatMap((order, index) => [
      order,
      buildStatusChanged(order.data.orderId, { to: 'Processing', revision: 2 }),
      ...(index % 3 === 0 ? [buildOrderDeleted(order.data.orderId, { revision: 3 })] : []),
      ...(index % 3 === 1 ? [buildStatusChanged(order.data.orderId, { to: 'Cancelled', revision: 3 })] : []),
    ]);
    let arriving = true;
    const reports = async () => {
      while (arriving) await bed.report('2025-03-10', '2025-03-12');
    };
    const readers = [reports(), reports()];
    // two consumers, as two replicas sharing the queue
    await Promise.all([
      bed.apply(...events.filter((_, i) => i % 2 === 0)),
      bed.apply(...events.filter((_, i) => i % 2)),
    ]);
    arriving = false;
    await Promise.all(readers);
    const expected = await bed.reportFromOrders('2025-03-10', '2025-03-12');
    expect(expected.totals.orders).toBe(2);
    expect(await bed.report('2025-03-10', '2025-03-12')).toEqual(expected);
  });

  it('when orders were projected before the summaries existed and the projection is rebuilt, then no old summary is served', async () => {
    const [journalled] = placedOn(20);
    await bed.apply(journalled!);
    // an order projected without a journal entry or a bump (as before the summaries, or a benchmark's clone)
    const projections = bed.db.collection<OrderProjection>(ORDER_PROJECTIONS);
    const original = (await projections.findOne({ _id: journalled!.data.orderId }))!;
    await projections.insertOne({ ...original, _id: 'unjournalled', day: '2025-03-21' });
    expect((await bed.report('2025-03-20', '2025-03-21')).totals.orders).toBe(2);
    expect(await bed.db.collection(DAY_SUMMARIES).countDocuments()).toBe(2);

    await rebuildProjection(bed.db, 'Africa/Cairo');
    const rebuilt = await bed.report('2025-03-20', '2025-03-21');
    expect(rebuilt.byDay.map((day) => day.orders)).toEqual([1, 0]);
    expect(rebuilt).toEqual(await bed.reportFromOrders('2025-03-20', '2025-03-21'));
  });
});

describe('the sales report through the service, from per-day summaries', () => {
  let service: AnalyticsTestApp;

  beforeAll(async () => {
    service = await startAnalyticsApp();
  });
  afterAll(() => service?.close());

  it('when events arrive through the broker between reports, then each report equals the one from every order', async () => {
    const orders = placedOn(14, 14, 15, 16);
    const fromOrders = async () => {
      const projected = await service.apps[0]!.db.collection<OrderProjection>(ORDER_PROJECTIONS)
        .find()
        .toArray();
      return reportFromAllOrders(projected, '2025-03-14', '2025-03-16');
    };
    await service.publish(...orders);
    await eventually(async () =>
      expect((await service.sales('from=2025-03-14&to=2025-03-16')).json().totals.orders).toBe(4),
    );

    await service.publish(
      buildStatusChanged(orders[0]!.data.orderId, { to: 'Cancelled', revision: 2 }),
      buildOrderDeleted(orders[2]!.data.orderId, { revision: 2 }),
      buildPromoUsed(orders[3]!.data.orderId, { promoCode: 'LATE10' }),
    );
    const report = await eventually(async () => {
      const body = (await service.sales('from=2025-03-14&to=2025-03-16')).json();
      expect(body.promos).toHaveLength(1);
      expect(body.totals.orders).toBe(2);
      return body;
    });
    expect(report).toEqual(await fromOrders());
    expect(report.byDay.map((day: { orders: number }) => day.orders)).toEqual([1, 0, 1]);
  });
});
