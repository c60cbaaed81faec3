/*
 * The business constants the services and the front ends share, as plain values: no zod here, so a front end
 * imports them (`@shop/contracts/constants`) without shipping the schemas to the browser.
 */

/** Admin spec §4: any status may be set from any other. */
export const ORDER_STATUSES = [
  'Incoming',
  'Processing',
  'Ready to Ship',
  'Out For Delivery',
  'Cancelled',
  'On Hold',
  'Refunded',
  'Archived',
] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** At most this many FAQs are visible to shoppers. */
export const FAQ_LIMIT = 8;

export const ANNOUNCEMENT_TITLE = 'Announcement';
export const ANNOUNCEMENT_CONTENT_MAX = 200;

/** Where the products of a deleted category go. */
export const UNASSIGNED_CATEGORY_TITLE = 'Unassigned Items';

/** The catalog refuses bundles of more items than this. */
export const BUNDLE_COUNT_MAX = 10;

/** The services whose admin writes are audited (the one that made the change publishes the entry). */
export const AUDITED_SERVICES = ['identity', 'catalog', 'cart', 'order', 'promo', 'content'] as const;

/** The audit service answers at most this many entries per page. */
export const AUDIT_LIMIT_MAX = 100;

/** Longest range one sales report covers: a year, leap day included (a day's figures are summed per request). */
export const ANALYTICS_RANGE_DAYS_MAX = 366;

/** The id of the JSON data block the gateway writes into `/` (`SiteBootstrap`). */
export const SITE_BOOTSTRAP_ELEMENT_ID = 'shop-bootstrap';

/** How a customer pays (issue 31): the courier takes cash or a card at the door; nothing is paid online. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'card_on_delivery'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethodName = 'cash_on_delivery';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  cash_on_delivery: 'Cash on delivery',
  card_on_delivery: 'Card on delivery',
};

/** 'Cash on delivery' for an order's method; orders placed before the method was recorded paid cash. */
export function paymentMethodLabel(method: PaymentMethodName | undefined): string {
  return PAYMENT_METHOD_LABELS[method ?? DEFAULT_PAYMENT_METHOD];
}

/**
 * The shop's languages (issue 30): English is the default and what every spec describes; Arabic is the twin.
 * An order keeps the language it was placed in, and its e-mails follow it.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
