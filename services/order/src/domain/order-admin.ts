import type { OrderStatus } from '@shop/contracts';
import { ConflictError, NotFoundError, hideOutboxFields, notDeleted, tombstone, withEvents } from '@shop/service-kit';
import { ObjectId, type AnyBulkWriteOperation, type Collection } from 'mongodb';
import { orderDeleted, orderStatusChanged } from '../events/publishers/order-events';
import type { OrderDocument } from './order-document';

const ORDER_NOT_FOUND = 'Order not found';
const STATUS_RETRIES = 5;
const DELETE_BATCH = 200;

export function listOrders(orders: Collection<OrderDocument>): Promise<OrderDocument[]> {
  return orders.find(notDeleted, { projection: hideOutboxFields }).sort({ createdAt: -1, _id: -1 }).toArray() as Promise<
    OrderDocument[]
  >;
}

export async function findOrder(orders: Collection<OrderDocument>, id: string): Promise<OrderDocument> {
  const order = await orders.findOne({ _id: new ObjectId(id), ...notDeleted }, { projection: hideOutboxFields });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/**
 * Any status to any other (admin spec §4), with `order.status_changed` in the same write. The write only
 * applies if the status is still the one the event says it came from; otherwise it reads again.
 */
export async function changeOrderStatus(
  orders: Collection<OrderDocument>,
  id: string,
  to: OrderStatus,
  changedBy: string | null,
): Promise<OrderDocument> {
  for (let attempt = 0; attempt < STATUS_RETRIES; attempt += 1) {
    const order = await findOrder(orders, id);
    if (order.status === to) return order;
    const changed = await orders.findOneAndUpdate(
      { _id: order._id, status: order.status, ...notDeleted },
      withEvents<OrderDocument>({ $set: { status: to, updatedAt: new Date() } }, [
        orderStatusChanged(order, order.status, to, changedBy),
      ]),
      { returnDocument: 'after', projection: hideOutboxFields },
    );
    if (changed) return changed;
  }
  throw new ConflictError('The order was changed by someone else meanwhile. Please try again.');
}

/** Gone for readers at once; removed once its `order.deleted` is out. */
export async function deleteOrder(orders: Collection<OrderDocument>, id: string): Promise<void> {
  const order = await findOrder(orders, id);
  const result = await orders.updateOne({ _id: order._id, ...notDeleted }, tombstone<OrderDocument>([orderDeleted(order)]));
  if (result.modifiedCount === 0) throw new NotFoundError(ORDER_NOT_FOUND);
}

/** Every order, each with its own `order.deleted`; answers how many were deleted. */
export async function deleteAllOrders(orders: Collection<OrderDocument>): Promise<number> {
  // Read first, then write: tombstoning while a cursor walks the same filter could skip or revisit orders.
  const all = await orders.find(notDeleted, { projection: { _id: 1, status: 1, promo: 1 } }).toArray();
  let deleted = 0;
  for (let start = 0; start < all.length; start += DELETE_BATCH) {
    const batch: Array<AnyBulkWriteOperation<OrderDocument>> = all.slice(start, start + DELETE_BATCH).map((order) => ({
      updateOne: { filter: { _id: order._id, ...notDeleted }, update: tombstone<OrderDocument>([orderDeleted(order)]) },
    }));
    deleted += (await orders.bulkWrite(batch, { ordered: false })).modifiedCount;
  }
  return deleted;
}
