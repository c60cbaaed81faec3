import { customerMayCancel, type TrackOrderBody, type TrackedOrder } from '@shop/contracts';
import { NotFoundError, hideOutboxFields } from '@shop/service-kit';
import type { Collection } from 'mongodb';
import { MY_ORDER_NOT_FOUND, toMyOrder } from './my-orders';
import { visibleOrders, type OrderDocument } from './order-document';
import { findOrder } from './own-order';
import type { StatusHistory } from './status-history';
import type { TrackingThrottle } from './tracking-throttle';
import type { TrackingTokens } from './tracking-token';

/**
 * Guest tracking (issue 32): an order opened by its number and its e-mail or phone, or by the signed link of its
 * e-mails. A wrong e-mail, a wrong phone, an unknown number and a bad token all answer the same 404.
 */
export class OrderTracking {
  constructor(
    private readonly orders: Collection<OrderDocument>,
    private readonly history: StatusHistory,
    private readonly tokens: TrackingTokens,
    private readonly throttle: TrackingThrottle,
  ) {}

  async byDetails(body: TrackOrderBody): Promise<OrderDocument> {
    await this.throttle.assertAllowed(body.number);
    const order = (await this.orders.findOne(
      { number: body.number, ...visibleOrders },
      { projection: hideOutboxFields },
    )) as OrderDocument | null;
    const matches =
      order !== null &&
      ('email' in body
        ? order.customerInfo.email.toLowerCase() === body.email
        : order.customerInfo.phone === body.phone);
    if (!order || !matches) {
      await this.throttle.recordFailure(body.number);
      throw new NotFoundError(MY_ORDER_NOT_FOUND);
    }
    return order;
  }

  async byToken(token: string): Promise<OrderDocument> {
    const orderId = await this.tokens.verify(token);
    if (!orderId) throw new NotFoundError(MY_ORDER_NOT_FOUND);
    return findOrder(this.orders, orderId);
  }

  async view(order: OrderDocument): Promise<TrackedOrder> {
    const { customerInfo: _contact, customerName: _name, ...shown } = toMyOrder(order);
    return {
      ...shown,
      history: await this.history.of(order),
      canCancel: customerMayCancel(order.status),
      trackingToken: await this.tokens.sign(order._id.toHexString()),
    };
  }
}
