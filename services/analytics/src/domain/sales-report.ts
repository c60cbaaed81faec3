import { ORDER_STATUSES, fromPiastres, type SalesReport } from '@shop/contracts';
import { eachDay } from './calendar';
import {
  addProduct,
  addSums,
  entryOf,
  summarizeDay,
  zeroSums,
  type DaySummary,
  type ProductSums,
  type Sums,
} from './day-summary';
import type { OrderProjection } from './order-projection';
import { byPaymentMethod } from './payment-report';

export const TOP_PRODUCTS = 10;

/**
 * The figures of a range from its days' summaries (decision 014): each figure is a sum over the days, so a
 * month is about 30 small documents, not its orders. A summary of a day outside the range counts nowhere. Sums
 * are in piastres until the edge, so EGP figures never gather floating-point noise; every list is sorted by a
 * total order (ties broken by name), so the order the days or their orders arrive in never shows.
 */
export function reportFrom(summaries: DaySummary[], from: string, to: string): SalesReport {
  const days = new Map(eachDay(from, to).map((day) => [day, zeroSums()]));
  const inRange = summaries.filter((summary) => days.has(summary.day));
  const totals = zeroSums();
  const statuses = new Map<string, number>();
  const cities = new Map<string, Sums>();
  const promos = new Map<string, Sums>();
  const products = new Map<string, ProductSums>();
  for (const summary of inRange) {
    addSums(totals, summary.live);
    addSums(days.get(summary.day)!, summary.live);
    for (const { status, orders } of summary.statuses)
      statuses.set(status, (statuses.get(status) ?? 0) + orders);
    for (const { city, ...sums } of summary.cities) addSums(entryOf(cities, city, zeroSums), sums);
    for (const { code, ...sums } of summary.promos) addSums(entryOf(promos, code, zeroSums), sums);
    for (const product of summary.products) addProduct(products, product);
  }
  return {
    from,
    to,
    totals: {
      orders: totals.orders,
      revenue: fromPiastres(totals.revenue),
      units: totals.units,
      discount: fromPiastres(totals.discount),
      averageOrderValue: totals.orders ? fromPiastres(Math.round(totals.revenue / totals.orders)) : 0,
    },
    byDay: [...days].map(([date, sums]) => ({
      date,
      orders: sums.orders,
      revenue: fromPiastres(sums.revenue),
      units: sums.units,
    })),
    byStatus: ORDER_STATUSES.filter((status) => statuses.has(status)).map((status) => ({
      status,
      orders: statuses.get(status) ?? 0,
    })),
    topProducts: topProducts(products),
    byCity: [...cities]
      .sort(([a, x], [b, y]) => y.revenue - x.revenue || a.localeCompare(b))
      .map(([city, sums]) => ({ city, orders: sums.orders, revenue: fromPiastres(sums.revenue) })),
    promos: [...promos]
      .sort(([a, x], [b, y]) => y.orders - x.orders || y.revenue - x.revenue || a.localeCompare(b))
      .map(([code, sums]) => ({
        code,
        uses: sums.orders,
        discount: fromPiastres(sums.discount),
        revenue: fromPiastres(sums.revenue),
      })),
    byPaymentMethod: byPaymentMethod(inRange, from, to),
  };
}

/**
 * The figures of a range straight from the per-order documents: their days' summaries, merged. An order counts
 * on its placement day; Cancelled and Refunded orders count only in `byStatus`, deleted ones nowhere.
 */
export function salesReport(orders: OrderProjection[], from: string, to: string): SalesReport {
  const byDay = new Map<string, OrderProjection[]>();
  for (const order of orders) if (order.day) entryOf(byDay, order.day, () => []).push(order);
  return reportFrom(
    [...byDay].map(([day, ofDay]) => summarizeDay(day, ofDay)),
    from,
    to,
  );
}

/** Best sellers by revenue, then units, then id; a renamed product shows its newest title. */
function topProducts(products: Map<string, ProductSums>): SalesReport['topProducts'] {
  return [...products]
    .sort(([a, x], [b, y]) => y.revenue - x.revenue || y.units - x.units || a.localeCompare(b))
    .slice(0, TOP_PRODUCTS)
    .map(([productId, product]) => ({
      productId,
      title: product.title,
      units: product.units,
      revenue: fromPiastres(product.revenue),
    }));
}
