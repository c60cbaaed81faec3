import {
  DEFAULT_PAYMENT_METHOD,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  fromPiastres,
  isLiveStatus,
  type SalesReport,
} from '@shop/contracts';
import { eachDay } from '../../src/domain/calendar';
import type { OrderProjection, PlacedFacts } from '../../src/domain/order-projection';

/**
 * The sales report computed from all orders at once, in one pass: the service's code before the per-day
 * summaries (issue 36 item 4), kept as the oracle the merged summaries must equal figure for figure, ties in
 * every sorting included. Expects orders of days inside the range (the only ones a report reads).
 */
type Placed = OrderProjection & { day: string; placed: PlacedFacts };
type Sums = { orders: number; revenue: number; units: number; discount: number };
const zero = (): Sums => ({ orders: 0, revenue: 0, units: 0, discount: 0 });

function add(sums: Sums, order: Placed): void {
  sums.orders += 1;
  sums.revenue += order.placed.total;
  sums.units += order.placed.units;
  sums.discount += order.placed.discount;
}

function bucket<K>(map: Map<K, Sums>, key: K): Sums {
  let sums = map.get(key);
  if (!sums) map.set(key, (sums = zero()));
  return sums;
}

export function reportFromAllOrders(orders: OrderProjection[], from: string, to: string): SalesReport {
  const placed = orders.filter((order): order is Placed => !order.deleted && !!order.placed && !!order.day);
  const live = placed.filter((order) => isLiveStatus(order.status));
  const totals = zero();
  const days = new Map(eachDay(from, to).map((day) => [day, zero()]));
  const cities = new Map<string, Sums>();
  const promos = new Map<string, Sums>();
  for (const order of live) {
    add(totals, order);
    add(bucket(days, order.day), order);
    add(bucket(cities, order.placed.city), order);
    const code = order.placed.promoCode ?? order.promoUsed?.code;
    if (code) add(bucket(promos, code), order);
  }
  const statusCounts = new Map<string, number>();
  for (const order of placed) statusCounts.set(order.status, (statusCounts.get(order.status) ?? 0) + 1);
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
    byStatus: ORDER_STATUSES.filter((status) => statusCounts.has(status)).map((status) => ({
      status,
      orders: statusCounts.get(status) ?? 0,
    })),
    topProducts: topProducts(live),
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
    byPaymentMethod: byPaymentMethod(live, from, to),
  };
}

function topProducts(live: Placed[]): SalesReport['topProducts'] {
  const products = new Map<string, { title: string; titleAt: number; units: number; revenue: number }>();
  for (const order of live) {
    const at = order.placed.placedAt.getTime();
    for (const line of order.placed.lines) {
      const product = products.get(line.productId) ?? {
        title: line.title,
        titleAt: at,
        units: 0,
        revenue: 0,
      };
      if (at > product.titleAt) Object.assign(product, { title: line.title, titleAt: at });
      product.units += line.units;
      product.revenue += line.revenue;
      products.set(line.productId, product);
    }
  }
  return [...products]
    .sort(([a, x], [b, y]) => y.revenue - x.revenue || y.units - x.units || a.localeCompare(b))
    .slice(0, 10)
    .map(([productId, product]) => ({
      productId,
      title: product.title,
      units: product.units,
      revenue: fromPiastres(product.revenue),
    }));
}

function byPaymentMethod(counted: Placed[], from: string, to: string): SalesReport['byPaymentMethod'] {
  const days = eachDay(from, to);
  const methods = new Map(
    PAYMENT_METHODS.map((method) => [method, new Map(days.map((day) => [day, { orders: 0, revenue: 0 }]))]),
  );
  for (const order of counted) {
    const sums = methods.get(order.placed.paymentMethod ?? DEFAULT_PAYMENT_METHOD)?.get(order.day);
    if (!sums) continue;
    sums.orders += 1;
    sums.revenue += order.placed.total;
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
