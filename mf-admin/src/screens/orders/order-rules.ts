import type { AdminOrderPage, Order, OrderTax, SelectedOption } from '@shop/contracts';
import { fromPiastres, toPiastres } from '@shop/contracts/money';
import { ORDER_ID_CHARS_SHOWN, ORDER_STATUSES, type OrderStatusName } from '../../constants';
import type { BadgeTone } from '../../shared/Badge';

export const ALL_STATUSES = 'All';
export type StatusFilter = typeof ALL_STATUSES | OrderStatusName;
export const STATUS_FILTERS: readonly StatusFilter[] = [ALL_STATUSES, ...ORDER_STATUSES];

export const UNKNOWN_CUSTOMER = 'Unknown customer';

/** Every order the tiles count (after a search: every order it found). */
export function orderTotal(counts: Readonly<Record<OrderStatusName, number>>): number {
  return ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/**
 * 'Page N of M': M from the total, but never past a page the server says is the last (no `next`), nor short of
 * one it says follows: the total comes from kept counts, the pages from the orders themselves.
 */
export function orderPageCount(
  answer: Pick<AdminOrderPage, 'total' | 'limit' | 'next'>,
  page: number,
): number {
  if (!answer.next) return page;
  return Math.max(Math.ceil(answer.total / answer.limit), page + 1);
}

/** Order cards show the last 8 characters of the id. */
export function shortOrderId(id: string): string {
  return id.slice(-ORDER_ID_CHARS_SHOWN);
}

/** customerInfo's first and last name, else the order's customerName, else a fallback. */
export function customerName(order: Pick<Order, 'customerInfo' | 'customerName'>): string {
  const fromInfo = [order.customerInfo?.firstName, order.customerInfo?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fromInfo || order.customerName?.trim() || UNKNOWN_CUSTOMER;
}

/** An order's stored EGP figure in piastres; a missing one counts as 0 rather than breaking the card. */
function piastres(egp: number | undefined): number {
  if (egp === undefined || !Number.isFinite(egp)) return 0;
  return egp < 0 ? -toPiastres(-egp) : toPiastres(egp);
}

/** The discount the order got: the confirmed promo's amount when known, else the order's own figure. */
export function orderDiscount(order: Pick<Order, 'discountAmount' | 'promoDetails'>): number {
  return order.promoDetails?.discountAmount ?? order.discountAmount ?? 0;
}

/**
 * Admin spec §9: subtotal minus discount plus shipping plus the sum of taxes, in whole piastres. When the shop's
 * shelf prices included the taxes (issue 31), the subtotal already holds them and they are not added again.
 */
export function displayedTotal(
  order: Pick<
    Order,
    'subtotal' | 'shippingCost' | 'taxes' | 'taxesIncluded' | 'discountAmount' | 'promoDetails'
  >,
): number {
  const taxes = order.taxesIncluded
    ? 0
    : (order.taxes ?? []).reduce((sum, tax) => sum + piastres(tax.amount), 0);
  return fromPiastres(
    piastres(order.subtotal) - piastres(orderDiscount(order)) + piastres(order.shippingCost) + taxes,
  );
}

/** 'Color: Berry, Size: 30 ml'; '' when nothing was chosen. */
export function optionsText(options: readonly SelectedOption[] | undefined): string {
  return (options ?? []).map((option) => `${option.name}: ${option.value}`).join(', ');
}

/** '14.00 EGP', or 'included: 14.00 EGP' when the shelf prices held the tax. */
export function taxAmountText(order: Pick<Order, 'taxesIncluded'>, amount: string): string {
  return order.taxesIncluded ? `included: ${amount}` : amount;
}

export function taxLabel(tax: Pick<OrderTax, 'taxName' | 'value'>): string {
  return `${tax.taxName} (${tax.value}%)`;
}

/** 'Code SPRING10 (10% off)' or 'Code EID50 (EGP 50 off)'. */
export function promoLabel(order: Pick<Order, 'promoCode' | 'promoDetails'>): string | undefined {
  const code = order.promoDetails?.promoCode ?? order.promoCode;
  if (!code) return undefined;
  const details = order.promoDetails;
  if (!details) return `Code ${code}`;
  const off =
    details.discountType === 'percentage' ? `${details.discountValue}%` : `EGP ${details.discountValue}`;
  return `Code ${code} (${off} off)`;
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

const TONES: Record<OrderStatusName, BadgeTone> = {
  Incoming: 'info',
  Processing: 'primary',
  'Ready to Ship': 'warning',
  'Out For Delivery': 'warning',
  Cancelled: 'danger',
  'On Hold': 'muted',
  Refunded: 'danger',
  Archived: 'muted',
};

export function statusTone(status: string): BadgeTone {
  return TONES[status as OrderStatusName] ?? 'muted';
}

export function noOrdersText(status: StatusFilter): string {
  return `No orders found with status: ${status}`;
}

/** The language the order was placed in, for the staff (issue 30): its e-mails went out in it. */
export function orderLanguageLabel(order: Pick<Order, 'language'>): string {
  return order.language === 'ar' ? 'Arabic (العربية)' : 'English';
}
