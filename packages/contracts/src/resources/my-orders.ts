import { z } from 'zod';
import { pageFields } from '../common';
import { Order } from './order';

/*
 * "My orders": a signed-in customer's own orders (issue 20). The shapes are the admin order view's `Order`,
 * minus the two fields that are the shop's bookkeeping rather than the customer's order: the cart session id (a
 * bearer secret of the browser that placed it) and the owner's id (always the caller).
 */

export const MY_ORDERS_LIMIT_DEFAULT = 10;
export const MY_ORDERS_LIMIT_MAX = 50;
/** Far beyond any customer's history; keeps `skip` bounded. */
export const MY_ORDERS_PAGE_MAX = 1000;

const wholeNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** `GET /api/orders/mine?page=&limit=`: newest first, one page at a time. */
export const MyOrdersQuery = z.strictObject({
  page: wholeNumber('page', MY_ORDERS_PAGE_MAX).default(1),
  limit: wholeNumber('limit', MY_ORDERS_LIMIT_MAX).default(MY_ORDERS_LIMIT_DEFAULT),
});
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;
export type MyOrdersQueryInput = z.input<typeof MyOrdersQuery>;

/**
 * `GET /api/orders/mine/{id}` params. Any text is accepted on purpose: an id that is not even an ObjectId is
 * "not one of your orders" (404) like any other, so the answer never tells a malformed id from someone else's.
 */
export const MyOrderParams = z.strictObject({ id: z.string().max(64) });
export type MyOrderParams = z.infer<typeof MyOrderParams>;

export const MyOrder = Order.omit({ sessionId: true, userId: true });
export type MyOrder = z.infer<typeof MyOrder>;

/** A page of the caller's orders. */
export const MyOrderListResponse = z.object({ orders: z.array(MyOrder), ...pageFields });
export type MyOrderListResponse = z.infer<typeof MyOrderListResponse>;

export const MyOrderResponse = MyOrder;
export type MyOrderResponse = z.infer<typeof MyOrderResponse>;
