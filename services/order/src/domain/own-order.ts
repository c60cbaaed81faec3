import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { NotFoundError, hideOutboxFields } from '@shop/service-kit';
import { ObjectId, type Collection, type Filter } from 'mongodb';
import { MY_ORDER_NOT_FOUND } from './my-orders';
import { visibleOrders, type OrderDocument } from './order-document';

/**
 * One visible order by id, narrowed by `owner` (a customer's `{ userId }`; nothing for the back office). An id
 * that is not one, someone else's order and a missing order all answer the same 404.
 */
export async function findOrder(
  orders: Collection<OrderDocument>,
  id: string,
  owner: Filter<OrderDocument> = {},
): Promise<OrderDocument> {
  if (!OBJECT_ID_PATTERN.test(id)) throw new NotFoundError(MY_ORDER_NOT_FOUND);
  const order = await orders.findOne(
    { _id: new ObjectId(id), ...owner, ...visibleOrders },
    { projection: hideOutboxFields },
  );
  if (!order) throw new NotFoundError(MY_ORDER_NOT_FOUND);
  return order as OrderDocument;
}
