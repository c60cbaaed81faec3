import { testing } from '@shop/service-kit';
import { startAnalyticsApp, type AnalyticsTestApp } from './support/analytics-app';
import { methodRow } from './support/expected-figures';
import { buildOrderPlaced, buildStatusChanged } from './support/factories';

const { eventually } = testing;

describe('GET /api/analytics/sales by payment method (issue 31)', () => {
  let service: AnalyticsTestApp;

  beforeAll(async () => {
    service = await startAnalyticsApp();
  });
  afterAll(() => service?.close());

  it('when cash and card orders arrive through the broker on two Cairo days, then each method counts its orders and sales per day', async () => {
    const cash = buildOrderPlaced({ placedAt: '2025-04-01T09:00:00.000Z', paymentMethod: 'cash_on_delivery' });
    // sent without a method, as orders placed before it existed: cash
    const old = buildOrderPlaced({ placedAt: '2025-04-01T10:00:00.000Z', paymentMethod: undefined });
    expect(old.data).not.toHaveProperty('paymentMethod', expect.anything());
    const card = buildOrderPlaced({ placedAt: '2025-04-01T11:00:00.000Z', paymentMethod: 'card_on_delivery', totalAmount: 500 });
    // 22:30 UTC is 00:30 on 2 April in Cairo
    const lateCard = buildOrderPlaced({ placedAt: '2025-04-01T22:30:00.000Z', paymentMethod: 'card_on_delivery' });
    const cancelledCard = buildOrderPlaced({ placedAt: '2025-04-01T12:00:00.000Z', paymentMethod: 'card_on_delivery' });
    await service.publish(cash, old, card, lateCard, cancelledCard);
    await service.publish(buildStatusChanged(cancelledCard.data.orderId, { to: 'Cancelled' }));

    const report = await eventually(async () => {
      const body = (await service.sales('from=2025-04-01&to=2025-04-02')).json();
      expect(body.byStatus).toEqual([
        { status: 'Incoming', orders: 4 },
        { status: 'Cancelled', orders: 1 },
      ]);
      return body;
    });
    expect(report.byPaymentMethod).toEqual([
      methodRow('cash_on_delivery', { orders: 2, revenue: 464.8 }, [
        ['2025-04-01', 2, 464.8],
        ['2025-04-02', 0, 0],
      ]),
      methodRow('card_on_delivery', { orders: 2, revenue: 732.4 }, [
        ['2025-04-01', 1, 500],
        ['2025-04-02', 1, 232.4],
      ]),
    ]);
    // the methods share out the report's own totals
    expect(report.totals).toMatchObject({ orders: 4, revenue: 1197.2 });
  });
});
