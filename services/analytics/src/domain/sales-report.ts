import { ORDER_STATUSES, fromPiastres, isLiveStatus, type SalesReport } from '@shop/contracts';
import { eachDay } from './calendar';
import type { OrderProjection, PlacedFacts } from './order-projection';
import { byPaymentMethod } from './payment-report';

export const TOP_PRODUCTS = 10;

type Placed = OrderProjection & { day: string; placed: PlacedFacts };

interface Sums {
  orders: number;
  revenue: number;
  units: number;
  discount: number;
}

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

/**
 * The figures of a range from the per-order documents (decision 014). An order counts where it was placed;
 * Cancelled and Refunded orders count only in `byStatus`, deleted ones nowhere. Sums are in piastres until the
 * edge, so EGP figures never gather floating-point noise.
 */
export function salesReport(orders: OrderProjection[], from: string, to: string): SalesReport {
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

/** Best sellers by revenue, then units; a renamed product shows its newest title. */
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
    .slice(0, TOP_PRODUCTS)
    .map(([productId, product]) => ({
      productId,
      title: product.title,
      units: product.units,
      revenue: fromPiastres(product.revenue),
    }));
}
