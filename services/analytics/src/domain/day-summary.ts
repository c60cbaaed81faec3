import {
  DEFAULT_PAYMENT_METHOD,
  isLiveStatus,
  type OrderStatus,
  type PaymentMethodName,
} from '@shop/contracts';
import type { OrderProjection } from './order-projection';

/** Sums of the orders that count, in piastres. */
export interface Sums {
  orders: number;
  revenue: number;
  units: number;
  discount: number;
}

/** A product's sales on a day, with the title of its newest order (`titleAt`, ms) so days merge by time. */
export interface ProductSums {
  productId: string;
  title: string;
  titleAt: number;
  units: number;
  revenue: number;
}

/**
 * Everything the sales report needs of one Cairo day, additive so that days merge (`reportFrom`). Keyed lists,
 * not objects keyed by name: a city or a promo code may hold `.` or start with `$`, which a field name may not.
 * Lists are in the order their first order was met; the report sorts with a total order, so that never shows.
 */
export interface DaySummary {
  day: string;
  /** The orders that count: not Cancelled, Refunded or deleted. */
  live: Sums;
  /** Every order that still exists, by its current status (only statuses with at least one order). */
  statuses: Array<{ status: OrderStatus; orders: number }>;
  cities: Array<{ city: string } & Sums>;
  promos: Array<{ code: string } & Sums>;
  products: ProductSums[];
  paymentMethods: Array<{ paymentMethod: PaymentMethodName; orders: number; revenue: number }>;
}

export const zeroSums = (): Sums => ({ orders: 0, revenue: 0, units: 0, discount: 0 });

export function addSums(sums: Sums, more: Sums): void {
  sums.orders += more.orders;
  sums.revenue += more.revenue;
  sums.units += more.units;
  sums.discount += more.discount;
}

/** The entry of `map` under `key`, added (from `fresh`) when missing. */
export function entryOf<T>(map: Map<string, T>, key: string, fresh: () => T): T {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = fresh()));
  return entry;
}

export function emptySummary(day: string): DaySummary {
  return { day, live: zeroSums(), statuses: [], cities: [], promos: [], products: [], paymentMethods: [] };
}

/**
 * The summary of one day from its orders' documents (those with `day` = `day`, as the store reads them).
 * Deleted or not yet placed orders count nowhere; Cancelled and Refunded ones only in `statuses`.
 */
export function summarizeDay(day: string, orders: OrderProjection[]): DaySummary {
  const statuses = new Map<string, DaySummary['statuses'][number]>();
  const cities = new Map<string, DaySummary['cities'][number]>();
  const promos = new Map<string, DaySummary['promos'][number]>();
  const methods = new Map<string, DaySummary['paymentMethods'][number]>();
  const products = new Map<string, ProductSums>();
  const live = zeroSums();
  for (const order of orders) {
    if (order.deleted || !order.placed) continue;
    entryOf(statuses, order.status, () => ({ status: order.status, orders: 0 })).orders += 1;
    if (!isLiveStatus(order.status)) continue;
    const { placed } = order;
    const sums: Sums = { orders: 1, revenue: placed.total, units: placed.units, discount: placed.discount };
    addSums(live, sums);
    addSums(
      entryOf(cities, placed.city, () => ({ city: placed.city, ...zeroSums() })),
      sums,
    );
    const code = placed.promoCode ?? order.promoUsed?.code;
    if (code)
      addSums(
        entryOf(promos, code, () => ({ code, ...zeroSums() })),
        sums,
      );
    const method = placed.paymentMethod ?? DEFAULT_PAYMENT_METHOD;
    const pays = entryOf(methods, method, () => ({ paymentMethod: method, orders: 0, revenue: 0 }));
    pays.orders += 1;
    pays.revenue += placed.total;
    const titleAt = placed.placedAt.getTime();
    for (const { productId, title, units, revenue } of placed.lines) {
      addProduct(products, { productId, title, titleAt, units, revenue });
    }
  }
  return {
    day,
    live,
    statuses: [...statuses.values()],
    cities: [...cities.values()],
    promos: [...promos.values()],
    products: [...products.values()],
    paymentMethods: [...methods.values()],
  };
}

/**
 * Adds a product's sales; the title of the later order wins, and of two at the same moment the one met first
 * (as the report from all orders at once did).
 */
export function addProduct(products: Map<string, ProductSums>, more: ProductSums): void {
  const product = entryOf(products, more.productId, () => ({ ...more, units: 0, revenue: 0 }));
  if (more.titleAt > product.titleAt) Object.assign(product, { title: more.title, titleAt: more.titleAt });
  product.units += more.units;
  product.revenue += more.revenue;
}
