/*
 * The business constants of admin spec §9. Those the services share come from the contracts' zod-free
 * subpath, so the schemas stay out of the browser; the rest are the admin screens' own.
 */
export {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE,
  BUNDLE_COUNT_MAX,
  FAQ_LIMIT,
  GENDERS,
  ORDER_STATUSES,
  UNASSIGNED_CATEGORY_TITLE,
} from '@shop/contracts/constants';
import type { OrderStatus } from '@shop/contracts';

export const CONFIRMATION_WORD = 'DELETE';
export const DEFAULT_DELETE_TITLE = 'Do you really want to delete these items?';

export const PRODUCTS_PER_PAGE = 6;
export const MESSAGES_PAGE_SIZE = 5;
export const LONG_MESSAGE_THRESHOLD = 150;
export const PROMOS_PAGE_SIZE = 6;
export const FAQS_PAGE_SIZE = 3;
export const ANNOUNCEMENTS_PAGE_SIZE = 3;
export const REVIEWS_PAGE_SIZE = 6;
export const USERS_PAGE_SIZE = 5;
/** Orders per page of All Orders (the order service answers at most 100). */
export const ORDERS_PAGE_SIZE = 20;
/** Entries per page of the audit log (the audit service answers at most 100). */
export const AUDIT_PAGE_SIZE = 20;

export const PRODUCT_SAVE_REDIRECT_MS = 1500;
export const SIDEBAR_BREAKPOINT_PX = 1024;
export const ORDER_ID_CHARS_SHOWN = 8;
export const COLORS_SHOWN = 3;
export const SIZES_SHOWN = 4;

export type OrderStatusName = OrderStatus;

/** The 21 cities with their own shipping rate, shared with the order service's demo rates. */
export { SHIPPING_CITIES } from '@shop/contracts/shipping-cities';
