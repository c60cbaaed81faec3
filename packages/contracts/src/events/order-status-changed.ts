import { z } from 'zod';
import { emailAddress, objectId } from '../common';
import { OrderStatus } from '../resources/order-status';
import { eventEnvelope } from './envelope';
import { orderRevision } from './order-placed';

export const ORDER_STATUS_CHANGED = 'order.status_changed';

/** Lets promo release a redemption when an order is cancelled or deleted. */
export const OrderPromoRef = z.object({ promoId: objectId, email: emailAddress });
export type OrderPromoRef = z.infer<typeof OrderPromoRef>;

/** `changedBy` is the admin's user id; null when the system changed it. */
export const OrderStatusChangedData = z.object({
  orderId: objectId,
  from: OrderStatus,
  to: OrderStatus,
  changedBy: z.string().nullable(),
  promo: OrderPromoRef.nullable(),
  revision: orderRevision.optional(),
});
export type OrderStatusChangedData = z.infer<typeof OrderStatusChangedData>;

export const OrderStatusChangedEvent = eventEnvelope(ORDER_STATUS_CHANGED, 1, OrderStatusChangedData);
export type OrderStatusChangedEvent = z.infer<typeof OrderStatusChangedEvent>;
