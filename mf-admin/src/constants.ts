/*
 * The business constants of admin spec §9. They are plain values here, not imports from @shop/contracts:
 * a runtime import of the contracts would ship zod and every schema to the browser. constants.test.ts
 * checks that the ones the contracts also define agree with them.
 */

export const CONFIRMATION_WORD = 'DELETE';
export const DEFAULT_DELETE_TITLE = 'Do you really want to delete these items?';

export const PRODUCTS_PER_PAGE = 6;
export const MESSAGES_PAGE_SIZE = 5;
export const LONG_MESSAGE_THRESHOLD = 150;
export const PROMOS_PAGE_SIZE = 6;
export const FAQS_PAGE_SIZE = 3;
export const FAQ_LIMIT = 8;
export const ANNOUNCEMENTS_PAGE_SIZE = 3;
export const ANNOUNCEMENT_CONTENT_MAX = 200;
export const ANNOUNCEMENT_TITLE = 'Announcement';
export const REVIEWS_PAGE_SIZE = 6;
export const USERS_PAGE_SIZE = 5;
/** Entries per page of the audit log (the audit service answers at most 100). */
export const AUDIT_PAGE_SIZE = 20;

export const PRODUCT_SAVE_REDIRECT_MS = 1500;
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const ORDER_ID_CHARS_SHOWN = 8;
export const COLORS_SHOWN = 3;
export const SIZES_SHOWN = 4;
/** The catalog refuses bundles of more items than this. */
export const BUNDLE_COUNT_MAX = 10;

export const UNASSIGNED_CATEGORY_TITLE = 'Unassigned Items';

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
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** The 21 cities with their own shipping rate; anywhere else pays the default shipping value. */
export const SHIPPING_CITIES = [
  'Cairo',
  'Alexandria',
  'Giza',
  'Shubra El Kheima',
  'Port Said',
  'Suez',
  'Luxor',
  'Asyut',
  'Ismailia',
  'Fayoum',
  'Zagazig',
  'Aswan',
  'Damietta',
  'Damanhur',
  'Minya',
  'Beni Suef',
  'Qena',
  'Sohag',
  'Hurghada',
  'Shibin El Kom',
  'Banha',
] as const;
