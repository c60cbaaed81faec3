import { z } from 'zod';
import { money } from '../common';
import { daysInRange, isCalendarDate } from '../calendar-days';
import { ANALYTICS_RANGE_DAYS_MAX, PAYMENT_METHODS } from '../constants';
import { OrderStatus } from './order-status';

/** A calendar day in Africa/Cairo, as YYYY-MM-DD. */
export const calendarDate = z.string().refine(isCalendarDate, 'Must be a calendar date written YYYY-MM-DD');

/** `GET /api/analytics/sales?from=&to=` (admins): Cairo calendar days, both inclusive. */
export const SalesQuery = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .refine((query) => query.from <= query.to, {
    message: '"from" must be on or before "to"',
    path: ['from'],
  })
  .refine((query) => daysInRange(query.from, query.to) <= ANALYTICS_RANGE_DAYS_MAX, {
    message: `A report covers at most ${ANALYTICS_RANGE_DAYS_MAX} days`,
    path: ['to'],
  });
export type SalesQuery = z.infer<typeof SalesQuery>;

const count = z.number().int().min(0);

/**
 * Orders that count are those neither Cancelled, Refunded nor deleted; revenue is their totals (after discount,
 * taxes and shipping). Money is EGP with two decimals, summed in piastres.
 */
export const SalesTotals = z.object({
  orders: count,
  revenue: money,
  units: count,
  discount: money,
  averageOrderValue: money,
});
export type SalesTotals = z.infer<typeof SalesTotals>;

/** Every day of the range, in order, zeros included (a chart's x axis). */
export const SalesDay = z.object({ date: calendarDate, orders: count, revenue: money, units: count });
export type SalesDay = z.infer<typeof SalesDay>;

/** Every order placed in the range that still exists, by its current status (Cancelled and Refunded too). */
export const SalesByStatus = z.object({ status: OrderStatus, orders: count });
export type SalesByStatus = z.infer<typeof SalesByStatus>;

/** Revenue of a product: its lines' unit price × quantity (before the order's discount, taxes and shipping). */
export const SalesProduct = z.object({
  productId: z.string(),
  title: z.string(),
  units: count,
  revenue: money,
});
export type SalesProduct = z.infer<typeof SalesProduct>;

export const SalesCity = z.object({ city: z.string(), orders: count, revenue: money });
export type SalesCity = z.infer<typeof SalesCity>;

export const SalesPromo = z.object({ code: z.string(), uses: count, discount: money, revenue: money });
export type SalesPromo = z.infer<typeof SalesPromo>;

/** One payment method's orders and revenue on one Cairo day. */
export const SalesPaymentDay = z.object({ date: calendarDate, orders: count, revenue: money });
export type SalesPaymentDay = z.infer<typeof SalesPaymentDay>;

/**
 * How the counted orders pay (issue 31): every method, zeros included, with its totals and every day of the
 * range. Orders placed before the method was recorded paid cash.
 */
export const SalesPaymentMethod = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  orders: count,
  revenue: money,
  byDay: z.array(SalesPaymentDay),
});
export type SalesPaymentMethod = z.infer<typeof SalesPaymentMethod>;

export const SalesReport = z.object({
  from: calendarDate,
  to: calendarDate,
  totals: SalesTotals,
  byDay: z.array(SalesDay),
  byStatus: z.array(SalesByStatus),
  /** The ten best sellers by revenue. */
  topProducts: z.array(SalesProduct),
  byCity: z.array(SalesCity),
  promos: z.array(SalesPromo),
  byPaymentMethod: z.array(SalesPaymentMethod),
});
export type SalesReport = z.infer<typeof SalesReport>;
