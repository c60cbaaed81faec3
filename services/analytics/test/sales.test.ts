import { testing } from '@shop/service-kit';
import { startAnalyticsApp, type AnalyticsTestApp } from './support/analytics-app';
import { buildOrderDeleted, buildOrderPlaced, buildPromoUsed, buildStatusChanged } from './support/factories';

const { eventually } = testing;

describe('GET /api/analytics/sales', () => {
  let service: AnalyticsTestApp;

  beforeAll(async () => {
    service = await startAnalyticsApp();
  });
  afterAll(() => service?.close());

  it('when orders are placed, cancelled and deleted on several Cairo days, then each day shows what is left', async () => {
    const day1 = buildOrderPlaced({ placedAt: '2025-01-10T09:00:00.000Z' });
    // 22:30 UTC is 00:30 the next day in Cairo
    const day2 = buildOrderPlaced({
      placedAt: '2025-01-10T22:30:00.000Z',
      promo: {
        promoId: '64b7f0c2a1b2c3d4e5f60718',
        promoCode: 'GLOW15',
        email: 'a@b.co',
        discountAmount: 24,
      },
      discountAmount: 24,
      totalAmount: 205.04,
    });
    const cancelled = buildOrderPlaced({ placedAt: '2025-01-11T10:00:00.000Z' });
    const deleted = buildOrderPlaced({ placedAt: '2025-01-12T10:00:00.000Z' });
    await service.publish(day1, day2, cancelled, deleted);
    await service.publish(
      buildStatusChanged(cancelled.data.orderId, { to: 'Cancelled' }),
      buildOrderDeleted(deleted.data.orderId),
    );

    const report = await eventually(async () => {
      const response = await service.sales('from=2025-01-10&to=2025-01-12');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.byStatus).toEqual([
        { status: 'Incoming', orders: 2 },
        { status: 'Cancelled', orders: 1 },
      ]);
      return body;
    });
    expect(report.totals).toEqual({
      orders: 2,
      revenue: 437.44,
      units: 4,
      discount: 24,
      averageOrderValue: 218.72,
    });
    expect(report.byDay).toEqual([
      { date: '2025-01-10', orders: 1, revenue: 232.4, units: 2 },
      { date: '2025-01-11', orders: 1, revenue: 205.04, units: 2 },
      { date: '2025-01-12', orders: 0, revenue: 0, units: 0 },
    ]);
    expect(report.promos).toEqual([{ code: 'GLOW15', uses: 1, discount: 24, revenue: 205.04 }]);
    expect(report.byCity).toEqual([{ city: 'Cairo', orders: 2, revenue: 437.44 }]);
    expect(report.topProducts).toHaveLength(2);
    const oneDay = await service.sales('from=2025-01-10&to=2025-01-10');
    expect(oneDay.json().totals.revenue).toBe(232.4);
  });

  it('when events arrive twice, out of order and on two replicas, then every order counts once in its newest state', async () => {
    await service.addReplica();
    const at = (minute: number) => `2025-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const orders = Array.from({ length: 6 }, () => buildOrderPlaced({ placedAt: at(0) }));
    const changes = orders.flatMap((order, index) => [
      buildStatusChanged(order.data.orderId, { to: 'Processing', revision: 2 }, at(1)),
      // the even orders end Cancelled, the odd ones Ready to Ship
      buildStatusChanged(
        order.data.orderId,
        { from: 'Processing', to: index % 2 ? 'Ready to Ship' : 'Cancelled', revision: 3 },
        at(2),
      ),
    ]);
    const promo = buildPromoUsed(orders[1]!.data.orderId, { promoCode: 'LATE10' });
    const everything = [...[...changes].reverse(), promo, ...orders];
    // every event twice; the newest status changes first, placements last
    await service.publish(...everything, ...everything);

    const report = await eventually(async () => {
      const body = (await service.sales('from=2025-02-01&to=2025-02-01')).json();
      expect(body.byStatus).toEqual([
        { status: 'Ready to Ship', orders: 3 },
        { status: 'Cancelled', orders: 3 },
      ]);
      // promo.used is consumed on its own: the statuses can settle before it lands
      expect(body.promos).toEqual([{ code: 'LATE10', uses: 1, discount: 0, revenue: 232.4 }]);
      return body;
    });
    expect(report.totals).toMatchObject({ orders: 3, revenue: 697.2, units: 6 });
    // each event journalled once: 6 from the first test, 6 placements + 12 changes + 1 promo.used here
    await eventually(async () => expect(await service.journalled()).toBe(6 + 19));
  });

  it('when the dates are malformed, reversed or too far apart, then 400 names the problem', async () => {
    const cases: Array<[string, RegExp]> = [
      ['from=2025-02-30&to=2025-03-01', /calendar date/],
      ['from=yesterday&to=2025-03-01', /calendar date/],
      ['from=2025-03-02&to=2025-03-01', /"from" must be on or before "to"/],
      ['from=2020-01-01&to=2025-03-01', /at most 366 days/],
      ['from=2025-03-01', /to/],
      ['from=2025-03-01&to=2025-03-02&city=Cairo', /city|Unrecognized/],
    ];
    for (const [query, message] of cases) {
      const response = await service.sales(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.stringMatching(message),
      });
    }
  });

  it('when a customer or nobody asks, then the figures stay private', async () => {
    expect(
      (await service.sales('from=2025-01-10&to=2025-01-12', await service.tokens.customer())).statusCode,
    ).toBe(403);
    expect((await service.sales('from=2025-01-10&to=2025-01-12', '')).statusCode).toBe(401);
  });
});
