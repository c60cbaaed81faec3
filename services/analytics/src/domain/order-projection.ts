import {
  DEFAULT_PAYMENT_METHOD,
  toPiastres,
  type OrderPlacedEvent,
  type OrderStatus,
  type PaymentMethodName,
} from '@shop/contracts';
import { dayOf } from './calendar';

/** One line of a placed order, as the reports count it (money in piastres). */
export interface ProjectedLine {
  productId: string;
  title: string;
  units: number;
  /** Unit price × quantity: the product's sales before the order's discount, taxes and shipping. */
  revenue: number;
}

/** What an order's `order.placed` says, reduced to what the reports need; it never changes afterwards. */
export interface PlacedFacts {
  placedAt: Date;
  /** The order's total after discount, taxes and shipping. */
  total: number;
  discount: number;
  units: number;
  city: string;
  promoCode: string | null;
  /** Absent on documents projected before it was kept: those orders paid cash (a rebuild fills it in). */
  paymentMethod?: PaymentMethodName;
  lines: ProjectedLine[];
}

/**
 * The read model: one document per order, keyed by its id (decision 014). Each field is set by the events that
 * own it, each write guarded so that a redelivered or late event cannot undo a newer one; the figures are
 * computed from these documents alone, so the order the events arrive in does not matter.
 */
export interface OrderProjection {
  _id: string;
  /** The Cairo day of placement; absent until order.placed has arrived (such orders are not counted yet). */
  day?: string;
  placed?: PlacedFacts;
  status: OrderStatus;
  /** The (revision, occurredAt) of the event that set `status`: only a later one replaces it. */
  statusRevision: number;
  statusAt: string;
  deleted: boolean;
  /** From promo.used: the code, should order.placed not have named it (events older than its `promo`). */
  promoUsed?: { code: string; discount: number };
}

export const UNKNOWN_CITY = 'Unknown';

export function placedFactsOf(event: OrderPlacedEvent): PlacedFacts {
  const { data } = event;
  const lines = data.items.map((item) => ({
    productId: item.productId,
    title: item.title,
    units: item.quantity,
    revenue: toPiastres(item.unitPrice) * item.quantity,
  }));
  return {
    placedAt: new Date(data.placedAt ?? event.occurredAt),
    total: toPiastres(data.totalAmount),
    discount: toPiastres(data.discountAmount),
    units: lines.reduce((sum, line) => sum + line.units, 0),
    city: data.customerInfo?.address.city.trim() || UNKNOWN_CITY,
    promoCode: data.promo?.promoCode ?? null,
    paymentMethod: data.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    lines,
  };
}

export function placedDayOf(facts: PlacedFacts, timeZone: string): string {
  return dayOf(facts.placedAt, timeZone);
}

/** Events published before orders carried revisions count as revision 1; their time breaks the tie. */
export function statusKeyOf(
  revision: number | undefined,
  occurredAt: string,
): { revision: number; at: string } {
  return { revision: revision ?? 1, at: occurredAt };
}
