import { methodRow } from '../../test/support/expected-figures';
import { buildProjection } from '../../test/support/factories';
import type { OrderProjection } from './order-projection';
import { salesReport } from './sales-report';

describe('salesReport', () => {
  it('when orders are cancelled, refunded or deleted, then they leave the revenue but cancelled ones stay in byStatus', () => {
    const report = salesReport(
      [
        buildProjection(),
        buildProjection({ status: 'Processing' }),
        buildProjection({ status: 'Cancelled' }),
        buildProjection({ status: 'Refunded' }),
        buildProjection({ deleted: true }),
      ],
      '2026-03-01',
      '2026-03-03',
    );
    expect(report.totals).toEqual({ orders: 2, revenue: 228, units: 4, discount: 0, averageOrderValue: 114 });
    expect(report.byStatus).toEqual([
      { status: 'Incoming', orders: 1 },
      { status: 'Processing', orders: 1 },
      { status: 'Cancelled', orders: 1 },
      { status: 'Refunded', orders: 1 },
    ]);
    expect(report.byDay).toEqual([
      { date: '2026-03-01', orders: 0, revenue: 0, units: 0 },
      { date: '2026-03-02', orders: 2, revenue: 228, units: 4 },
      { date: '2026-03-03', orders: 0, revenue: 0, units: 0 },
    ]);
  });

  it('when amounts have piastres, then sums and the average are exact to the piastre', () => {
    const orders = [10, 20, 40].map((piastres) =>
      buildProjection({ placed: { ...buildProjection().placed!, total: 1000 + piastres } }),
    );
    const report = salesReport(orders, '2026-03-02', '2026-03-02');
    expect(report.totals.revenue).toBe(30.7);
    // 3070 / 3 = 1023.33 piastres → 10.23 EGP
    expect(report.totals.averageOrderValue).toBe(10.23);
  });

  it('when products, cities and promo codes repeat, then each is summed once and ranked', () => {
    const base = buildProjection().placed!;
    const report = salesReport(
      [
        buildProjection({
          placed: { ...base, city: 'Giza', promoCode: 'GLOW15', discount: 1500, total: 9900 },
        }),
        buildProjection({
          placed: {
            ...base,
            placedAt: new Date('2026-03-02T12:00:00Z'),
            lines: [
              { productId: 'p1', title: 'Rose Lipstick Matte', units: 1, revenue: 5000 },
              { productId: 'p2', title: 'Night Cream', units: 3, revenue: 30_000 },
            ],
          },
          promoUsed: { code: 'SPRING', discount: 0 },
        }),
      ],
      '2026-03-02',
      '2026-03-02',
    );
    expect(report.topProducts).toEqual([
      { productId: 'p2', title: 'Night Cream', units: 3, revenue: 300 },
      { productId: 'p1', title: 'Rose Lipstick Matte', units: 3, revenue: 150 },
    ]);
    expect(report.byCity).toEqual([
      { city: 'Cairo', orders: 1, revenue: 114 },
      { city: 'Giza', orders: 1, revenue: 99 },
    ]);
    expect(report.promos).toEqual([
      { code: 'SPRING', uses: 1, discount: 0, revenue: 114 },
      { code: 'GLOW15', uses: 1, discount: 15, revenue: 99 },
    ]);
  });

  it('when nothing was sold, then every figure is zero and the lists are empty', () => {
    const report = salesReport(
      [buildProjection({ placed: undefined, day: undefined })],
      '2026-03-02',
      '2026-03-02',
    );
    expect(report.totals).toEqual({ orders: 0, revenue: 0, units: 0, discount: 0, averageOrderValue: 0 });
    expect(report.topProducts).toEqual([]);
    expect(report.byStatus).toEqual([]);
  });
});

describe('salesReport by payment method (issue 31)', () => {
  it('when orders pay cash and card on two days, then each method counts its live orders per Cairo day, zeros included', () => {
    const card = (overrides: Partial<OrderProjection> = {}) => {
      const order = buildProjection(overrides);
      return { ...order, placed: { ...order.placed!, paymentMethod: 'card_on_delivery' as const } };
    };
    const report = salesReport(
      [
        buildProjection(), // stored before the method was kept: cash
        card(),
        card({ day: '2026-03-03' }),
        card({ status: 'Cancelled' }),
        card({ deleted: true }),
      ],
      '2026-03-02',
      '2026-03-03',
    );
    expect(report.byPaymentMethod).toEqual([
      methodRow('cash_on_delivery', { orders: 1, revenue: 114 }, [
        ['2026-03-02', 1, 114],
        ['2026-03-03', 0, 0],
      ]),
      methodRow('card_on_delivery', { orders: 2, revenue: 228 }, [
        ['2026-03-02', 1, 114],
        ['2026-03-03', 1, 114],
      ]),
    ]);
  });
});
