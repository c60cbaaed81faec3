import { z } from 'zod';
import { email, isoDateTime } from '../common';
import { egyptianMobile } from '../phone';
import { MyOrder } from './my-orders';
import { ORDER_NUMBER_START } from './order';
import { OrderStatus } from './order-status';

/*
 * After the order (issue 32): its status history, cancelling it before it ships, and tracking it without an
 * account (by number and e-mail or phone, or by the signed link of its e-mails).
 */

/** One status the order had, from when. The first is the placement (Incoming at the order's creation). */
export const OrderStatusChange = z.object({ status: OrderStatus, at: isoDateTime });
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** GET /orders/mine/{id}/history, GET /orders/{id}/history: oldest first. */
export const OrderHistoryResponse = z.object({ history: z.array(OrderStatusChange) });
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponse>;

/** A customer may cancel while nothing has been prepared: the order is still Incoming or On Hold. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Incoming', 'On Hold'];
export const customerMayCancel = (status: OrderStatus): boolean =>
  CUSTOMER_CANCELLABLE_STATUSES.includes(status);

/** The order number as a shopper types it: 10001 or "#10001". */
const typedOrderNumber = z.union([z.number(), z.string().trim().max(20)]).transform((typed, context) => {
  const number = typeof typed === 'number' ? typed : Number(typed.replace(/^#/, ''));
  if (!Number.isInteger(number) || number < ORDER_NUMBER_START || number > Number.MAX_SAFE_INTEGER) {
    context.addIssue({ code: 'custom', message: 'Please enter your order number, e.g. 10001' });
    return z.NEVER;
  }
  return number;
});

/** A phone as typed: compared in its national form (01XXXXXXXXX), as the order stores it. */
const typedPhone = z
  .string()
  .max(40)
  .transform((typed, context) => {
    const national = egyptianMobile(typed);
    if (national === null) {
      context.addIssue({ code: 'custom', message: 'Please enter the mobile number of the order' });
      return z.NEVER;
    }
    return national;
  });

/** POST /orders/track: the number and the order's e-mail or phone (in the body, so never in an access log). */
export const TrackOrderBody = z.union([
  z.strictObject({ number: typedOrderNumber, email }),
  z.strictObject({ number: typedOrderNumber, phone: typedPhone }),
]);
export type TrackOrderBody = z.infer<typeof TrackOrderBody>;
export type TrackOrderInput = z.input<typeof TrackOrderBody>;

/** `/track/{token}`, `GET /orders/track/{token}`: a signed token (JWS compact form). */
export const TrackingTokenParams = z.strictObject({ token: z.string().min(1).max(1024) });
export type TrackingTokenParams = z.infer<typeof TrackingTokenParams>;

/**
 * What tracking shows: the order without the shopper's contact and address (a forwarded link shows no more
 * than a parcel label would hide), with its history, whether it may still be cancelled, and the token that
 * opens it again (the page's own link and its cancel button use it).
 */
export const TrackedOrder = MyOrder.omit({ customerInfo: true, customerName: true }).extend({
  history: z.array(OrderStatusChange),
  canCancel: z.boolean(),
  trackingToken: z.string(),
});
export type TrackedOrder = z.infer<typeof TrackedOrder>;

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** The signed tracking link of an order's e-mails (`/track/{token}`): HS256 with a secret the order and notification services share. */
export const TRACKING_TOKEN_AUDIENCE = 'order-tracking';
export const TRACKING_TOKEN_DAYS = 90;
/**
 * A tracking token as links carry it: the JWS with '~' for its dots ('~' is URL-safe and not in base64url), since
 * the shop serves a path whose last segment has a dot as a file, not a page.
 */
export const linkToken = (jws: string): string => jws.replaceAll('.', '~');
export const jwsOfLinkToken = (token: string): string => token.replaceAll('~', '.');
/** The shop's page a tracking token opens. */
export const trackingPath = (token: string): string => `/track/${linkToken(token)}`;
