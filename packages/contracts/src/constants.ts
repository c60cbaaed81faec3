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
