import { PAYMENT_METHODS, fromPiastres, type SalesReport } from '@shop/contracts';
import { eachDay } from './calendar';
import type { DaySummary } from './day-summary';

interface Sums {
  orders: number;
  revenue: number;
}

/**
 * The counted orders (live, not deleted) by how they pay, per Cairo day (issue 31): every method and every day
 * of the range, zeros included, so a chart or a table needs no gaps filled. Revenue is the orders' totals, in
 * piastres until the edge like the rest of the report.
 */
export function byPaymentMethod(
  summaries: DaySummary[],
  from: string,
  to: string,
): SalesReport['byPaymentMethod'] {
  const days = eachDay(from, to);
  const methods = new Map(
    PAYMENT_METHODS.map((method) => [
      method,
      new Map<string, Sums>(days.map((day) => [day, { orders: 0, revenue: 0 }])),
    ]),
  );
  for (const summary of summaries) {
    for (const { paymentMethod, orders, revenue } of summary.paymentMethods) {
      const sums = methods.get(paymentMethod)?.get(summary.day);
      if (!sums) continue; // a day outside the range, or a method this build does not know
      sums.orders += orders;
      sums.revenue += revenue;
    }
  }
  return PAYMENT_METHODS.map((paymentMethod) => {
    const perDay = [...methods.get(paymentMethod)!];
    return {
      paymentMethod,
      orders: perDay.reduce((sum, [, day]) => sum + day.orders, 0),
      revenue: fromPiastres(perDay.reduce((sum, [, day]) => sum + day.revenue, 0)),
      byDay: perDay.map(([date, day]) => ({ date, orders: day.orders, revenue: fromPiastres(day.revenue) })),
    };
  });
}
