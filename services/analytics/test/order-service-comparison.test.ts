import type { Order, SalesReport } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import {
  buildCartItem,
  buildPlaceOrderBody,
  buildQuoteProduct,
  buildShippingInfo,
  newSessionId,
} from '../../order/test/support/factories';
import { OrderServiceHarness } from '../../order/test/support/order-service';
import { rebuildProjection } from '../src/rebuild/rebuild';
import { startAnalyticsApp, type AnalyticsTestApp } from './support/analytics-app';
import { expectedFigures } from './support/expected-figures';

const { eventually } = testing;

describe('the analytics figures against the order service', () => {
  let clock = new Date();
  const orderService = new OrderServiceHarness();
  let analytics: AnalyticsTestApp;

  beforeAll(async () => {
    await orderService.start({ clock: () => clock });
    analytics = await startAnalyticsApp(orderService.exchange);
    await orderService.asAdmin('POST', '/api/taxShipping', {
      defaultShippingValue: 60,
      shippingRates: [{ city: 'Giza', value: 45 }],
      taxes: [{ taxName: 'VAT', value: 14 }],
    });
    orderService.promo.put({
      promoId: new ObjectId().toHexString(),
      promoCode: 'GLOW15',
      discountType: 'percentage',
      discountValue: 15,
    });
  });
  afterAll(async () => {
    await analytics?.close();
    await orderService.close();
  });

  async function placeOrderAt(
    at: string,
    options: { price: number; quantity?: number; city?: string; promoCode?: string },
  ): Promise<string> {
    clock = new Date(at);
    const sessionId = newSessionId();
    const product = orderService.catalog.put(buildQuoteProduct({ price: options.price }));
    orderService.cart.put(sessionId, [buildCartItem(product, { quantity: options.quantity ?? 1 })]);
    const shippingInfo = buildShippingInfo({
      city: options.city ?? 'Cairo',
      email: `${new ObjectId().toHexString()}@example.com`,
    });
    const response = await orderService.placeOrder(
      buildPlaceOrderBody({ sessionId, shippingInfo, promoCode: options.promoCode }),
    );
    expect(response.statusCode).toBe(201);
    return response.json()._id as string;
  }

  async function setStatus(orderId: string, status: string): Promise<void> {
    expect((await orderService.asAdmin('PUT', `/api/orders/${orderId}`, { status })).statusCode).toBe(200);
  }

  it('when orders are placed, cancelled, refunded and deleted across several days, then the figures equal the order service’s, and a rebuild gives the same', async () => {
    await placeOrderAt('2025-03-03T08:00:00.000Z', { price: 199.99, quantity: 2 });
    await placeOrderAt('2025-03-03T09:30:00.000Z', { price: 333.3, city: 'Giza', promoCode: 'GLOW15' });
    // 22:15 UTC in March is 00:15 the next day in Cairo
    const cancelled = await placeOrderAt('2025-03-03T22:15:00.000Z', { price: 120 });
    const processing = await placeOrderAt('2025-03-04T12:00:00.000Z', { price: 89.5, quantity: 3 });
    const refunded = await placeOrderAt('2025-03-05T10:00:00.000Z', { price: 450 });
    const deleted = await placeOrderAt('2025-03-05T11:00:00.000Z', { price: 75 });
    await placeOrderAt('2025-03-05T21:59:00.000Z', { price: 60, city: 'Alexandria', promoCode: 'GLOW15' });
    await setStatus(cancelled, 'Cancelled');
    await setStatus(processing, 'Processing');
    await setStatus(refunded, 'Refunded');
    expect((await orderService.asAdmin('DELETE', `/api/orders/${deleted}`)).statusCode).toBe(200);

    const orders = (await orderService.asAdmin('GET', '/api/orders')).json() as Order[];
    expect(orders).toHaveLength(6);
    const expected = expectedFigures(orders, '2025-03-03', '2025-03-05');
    const report = await eventually(async () => {
      const body = (await analytics.sales('from=2025-03-03&to=2025-03-05')).json() as SalesReport;
      expect(Object.fromEntries(body.byStatus.map((row) => [row.status, row.orders]))).toEqual(
        expected.statuses,
      );
      expect(body.totals).toEqual(expected.totals);
      return body;
    }, 20_000);
    expect(expected.totals.orders).toBe(4);
    for (const day of report.byDay) {
      expect({ orders: day.orders, revenue: day.revenue, units: day.units }).toEqual(
        expected.days[day.date] ?? { orders: 0, revenue: 0, units: 0 },
      );
    }
    expect(report.promos).toEqual([expect.objectContaining({ code: 'GLOW15', uses: expected.promoUses })]);
    expect(report.byCity.map((row) => row.city).sort()).toEqual(['Alexandria', 'Cairo', 'Giza']);

    // one day alone, and the same figures after the projection is rebuilt from scratch
    const firstDay = expectedFigures(orders, '2025-03-03', '2025-03-03');
    expect((await analytics.sales('from=2025-03-03&to=2025-03-03')).json().totals).toEqual(firstDay.totals);
    await rebuildProjection(analytics.apps[0]!.db, analytics.env.REPORT_TIME_ZONE);
    expect((await analytics.sales('from=2025-03-03&to=2025-03-05')).json()).toEqual(report);
  });
});
