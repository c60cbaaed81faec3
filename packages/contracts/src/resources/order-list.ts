import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { Order, OrderListResponse } from './order';
import { OrderStatus } from './order-status';

/*
 * The admin order list in pages (issue 36 item 4). A page is read after a cursor, the last order of the page
 * before (newest first: `createdAt`, then `_id`), so orders placed while an admin reads never shift a page.
 */

export const ORDER_PAGE_LIMIT_DEFAULT = 20;
export const ORDER_PAGE_LIMIT_MAX = 100;
export const ORDER_SEARCH_MAX = 100;

/** `<createdAt in ms>_<_id>`: where the page before ended. */
const CURSOR = /^(\d{1,15})_([0-9a-f]{24})$/;

export interface OrderCursor {
  createdAt: Date;
  id: string;
}

export const orderCursorOf = (order: Pick<Order, 'createdAt' | '_id'>): string =>
  `${Date.parse(order.createdAt)}_${order._id}`;

export function parseOrderCursor(text: string): OrderCursor {
  const [, millis, id] = CURSOR.exec(text) ?? [];
  if (!millis || !id) throw new Error(`not an order cursor: ${text}`);
  return { createdAt: new Date(Number(millis)), id };
}

/**
 * `GET /api/orders`. `q` is the admin's search (issue 31): an order number ("10001" or "#10001"), the customer's
 * name (the whole name or one word of it), phone or e-mail, exactly and ignoring case. With `limit`, `cursor` or
 * `status` the answer is one page (`AdminOrderPage`); without them, every order found as a bare array (the
 * specs' "list", kept for API clients; the admin screen reads pages).
 */
export const AdminOrderListQuery = z.strictObject({
  q: z.string().trim().max(ORDER_SEARCH_MAX).optional(),
  status: OrderStatus.optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ORDER_PAGE_LIMIT_MAX}` })
    .int()
    .min(1)
    .max(ORDER_PAGE_LIMIT_MAX)
    .optional(),
  cursor: z.string().regex(CURSOR, 'cursor must be the `next` of an earlier page').optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;
export type AdminOrderListQueryInput = z.input<typeof AdminOrderListQuery>;

export const isPagedOrderQuery = (query: AdminOrderListQuery): boolean =>
  query.limit !== undefined || query.cursor !== undefined || query.status !== undefined;

/** One count per status, zero included, so every tile of the screen shows. */
export const OrderStatusCounts = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<
    OrderStatus,
    z.ZodNumber
  >,
);
export type OrderStatusCounts = z.infer<typeof OrderStatusCounts>;

export const AdminOrderPage = z.object({
  data: z.array(Order),
  /** The orders of the status asked for (all of them without one), over every page; after the search. */
  total: z.number().int().min(0),
  /** Orders per status over every page, after the search but before the status filter: the screen's tiles. */
  counts: OrderStatusCounts,
  limit: z.number().int().min(1),
  /** The cursor of the next page; null on the last one. */
  next: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderListAnswer = z.union([AdminOrderPage, OrderListResponse]);
