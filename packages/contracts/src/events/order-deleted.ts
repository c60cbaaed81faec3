import { z } from 'zod';
import { objectId } from '../common';
import { OrderStatus } from '../resources/order-status';
import { OrderPromoRef } from './order-status-changed';
import { eventEnvelope } from './envelope';
import { orderRevision } from './order-placed';

export const ORDER_DELETED = 'order.deleted';

export const OrderDeletedData = z.object({
  orderId: objectId,
  status: OrderStatus,
  promo: OrderPromoRef.nullable(),
  revision: orderRevision.optional(),
});
export type OrderDeletedData = z.infer<typeof OrderDeletedData>;

export const OrderDeletedEvent = eventEnvelope(ORDER_DELETED, 1, OrderDeletedData);
export type OrderDeletedEvent = z.infer<typeof OrderDeletedEvent>;
