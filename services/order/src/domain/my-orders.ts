import { OBJECT_ID_PATTERN, type MyOrder } from '@shop/contracts';
import { NotFoundError, hideOutboxFields } from '@shop/service-kit';
import { ObjectId, type Collection, type Filter } from 'mongodb';
import { toOrderResponse, visibleOrders, type OrderDocument } from './order-document';

/** The same words whether the order is someone else's, deleted, never existed, or the id is not an id. */
export const MY_ORDER_NOT_FOUND = 'Order not found';

export interface MyOrdersPage {
  orders: MyOrder[];
  total: number;
}

/**
 * A signed-in customer's own orders. Every read is filtered by the owner's id taken from the verified token, so
 * no id a caller sends can reach another customer's order; deleted orders are gone for their owner too.
 */
export class MyOrders {
  constructor(private readonly orders: Collection<OrderDocument>) {}

  /** Newest first; ties broken by id so pages never overlap or skip. */
  async list(userId: string, page: number, limit: number): Promise<MyOrdersPage> {
    const filter = ownedBy(userId);
    const [documents, total] = await Promise.all([
      this.orders
        .find(filter, { projection: hideOutboxFields })
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .toArray(),
      this.orders.countDocuments(filter),
    ]);
    return { orders: documents.map(toMyOrder), total };
  }

  async find(userId: string, id: string): Promise<MyOrder> {
    if (!OBJECT_ID_PATTERN.test(id)) throw new NotFoundError(MY_ORDER_NOT_FOUND);
    const order = await this.orders.findOne(
      { _id: new ObjectId(id), ...ownedBy(userId) },
      { projection: hideOutboxFields },
    );
    if (!order) throw new NotFoundError(MY_ORDER_NOT_FOUND);
    return toMyOrder(order);
  }
}

/**
 * Anonymous orders have `userId: null`: a string from a token can never match them. An order still being placed
 * is not the customer's yet (decision 026).
 */
function ownedBy(userId: string): Filter<OrderDocument> {
  return { userId, ...visibleOrders };
}

/** The admin view's order without the cart session and the owner's id (see the `MyOrder` contract). */
export function toMyOrder(order: OrderDocument): MyOrder {
  const { sessionId: _session, userId: _owner, ...mine } = toOrderResponse(order);
  return mine;
}
