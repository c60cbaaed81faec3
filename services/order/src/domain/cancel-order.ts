import { customerMayCancel } from '@shop/contracts';
import { ConflictError, withEvents } from '@shop/service-kit';
import type { Collection } from 'mongodb';
import { orderStatusChanged } from '../events/publishers/order-events';
import type { OrderDays } from './order-days';
import { revisionOf, visibleOrders, type OrderDocument } from './order-document';

/** Tries when other changes of the same order keep winning (an admin changing it at the same moment). */
const MAX_ATTEMPTS = 5;

export class OrderNotCancellableError extends ConflictError {
  constructor(status: string) {
    super(`This order is ${status} and can no longer be cancelled`, 'ORDER_NOT_CANCELLABLE');
  }
}

/**
 * A customer cancels their order before it ships (issue 32): a status change to Cancelled like an admin's, one
 * compare-and-set on the revision with `order.status_changed` in the same write. So the existing rules follow
 * from the event: the catalog gives the units back, promo releases the code's use, the customer gets the e-mail
 * of the new status, and the history records it. Cancelling a cancelled order again changes nothing.
 */
export async function cancelOrder(
  orders: Collection<OrderDocument>,
  find: () => Promise<OrderDocument>,
  changedBy: string | null,
  outbox: { notify(): void },
  days: OrderDays,
): Promise<OrderDocument> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const order = await find();
    if (order.status === 'Cancelled') return order;
    if (!customerMayCancel(order.status)) throw new OrderNotCancellableError(order.status);
    const updatedAt = new Date();
    const revision = revisionOf(order) + 1;
    const next: OrderDocument = { ...order, status: 'Cancelled', updatedAt, revision };
    const changed = await orders.findOneAndUpdate(
      {
        _id: order._id,
        status: order.status,
        revision: order.revision ?? { $exists: false },
        ...visibleOrders,
      },
      withEvents<OrderDocument>({ $set: { status: 'Cancelled', updatedAt, revision } }, [
        orderStatusChanged(next, order.status, 'Cancelled', changedBy),
      ]),
      // No projection: FerretDB 1.24 does not implement one on findAndModify.
      { returnDocument: 'after' },
    );
    if (changed) {
      outbox.notify();
      await days.move(order, order.status, 'Cancelled');
      return changed;
    }
  }
  throw new ConflictError('The order was changed meanwhile. Please try again.');
}
