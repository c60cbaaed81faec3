import { z } from 'zod';
import { objectId } from '../common';
import { OrderStatus } from '../resources/order-status';
import { eventEnvelope } from './envelope';
import { orderRevision } from './order-placed';

export const ORDER_REVISED = 'order.revised';

/**
 * The order's state as of a new revision, its status unchanged. Published when the catalog may have been told a
 * revision the order never got (a revival's units were taken, then the status write lost or its answer never
 * came): the stock hold follows this newer revision, so it can never stay ahead of its order.
 */
export const OrderRevisedData = z.object({
  orderId: objectId,
  status: OrderStatus,
  revision: orderRevision,
});
export type OrderRevisedData = z.infer<typeof OrderRevisedData>;

export const OrderRevisedEvent = eventEnvelope(ORDER_REVISED, 1, OrderRevisedData);
export type OrderRevisedEvent = z.infer<typeof OrderRevisedEvent>;
