import {
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_REVISED,
  ORDER_STATUS_CHANGED,
  type OrderDeletedData,
  type OrderPlacedData,
  type OrderRevisedData,
  type OrderStatus,
  type OrderStatusChangedData,
} from '@shop/contracts';
import { createEvent, type EventEnvelope } from '@shop/service-kit';
import { revisionOf, type OrderDocument } from '../../domain/order-document';

/**
 * Cart empties the session's cart, catalog takes the stock, promo counts the use: each once per event id. The
 * customer's details, shipping and taxes are for the notification service's order e-mail.
 */
export function orderPlaced(order: OrderDocument): EventEnvelope<typeof ORDER_PLACED, OrderPlacedData> {
  return createEvent(ORDER_PLACED, {
    orderId: order._id.toHexString(),
    ...(order.number ? { number: order.number } : {}),
    sessionId: order.sessionId,
    userId: order.userId,
    customerEmail: order.customerInfo.email,
    items: order.items.map((item) => ({
      productId: item.product._id,
      title: item.product.title,
      ...(item.product.titleAr ? { titleAr: item.product.titleAr } : {}),
      quantity: item.quantity,
      unitPrice: item.product.price,
      selectedOptions: item.selectedOptions.map((choice) => withArabicValue(choice, item.product.options)),
    })),
    promo:
      order.promo && order.promoDetails
        ? {
            promoId: order.promo.promoId,
            promoCode: order.promoDetails.promoCode,
            email: order.promo.email,
            discountAmount: order.promoDetails.discountAmount,
          }
        : null,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
    revision: revisionOf(order),
    customerInfo: order.customerInfo,
    shippingCost: order.shippingCost,
    taxes: order.taxes,
    ...(order.taxesIncluded ? { taxesIncluded: true } : {}),
    placedAt: order.createdAt.toISOString(),
    ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
    ...(order.expectedDelivery ? { expectedDelivery: order.expectedDelivery } : {}),
    ...(order.language ? { language: order.language } : {}),
  });
}

/** The chosen value with its Arabic name, when the product had one, for the Arabic e-mail (decision 025). */
function withArabicValue(
  choice: { name: string; value: string },
  options: OrderDocument['items'][number]['product']['options'],
): { name: string; value: string; valueAr?: string } {
  const option = options.find((candidate) => candidate.name === choice.name);
  const labelAr = option?.values.find((value) => value.label === choice.value)?.labelAr?.trim();
  return labelAr
    ? { name: choice.name, value: choice.value, valueAr: labelAr }
    : { name: choice.name, value: choice.value };
}

export function orderStatusChanged(
  order: OrderDocument,
  from: OrderStatus,
  to: OrderStatus,
  changedBy: string | null,
): EventEnvelope<typeof ORDER_STATUS_CHANGED, OrderStatusChangedData> {
  return createEvent(ORDER_STATUS_CHANGED, {
    orderId: order._id.toHexString(),
    from,
    to,
    changedBy,
    promo: order.promo,
    revision: revisionOf(order),
  });
}

/** The deletion is the order's last revision: after it, nothing holds stock for the order. */
export function orderDeleted(
  order: Pick<OrderDocument, '_id' | 'status' | 'promo' | 'revision'>,
): EventEnvelope<typeof ORDER_DELETED, OrderDeletedData> {
  return createEvent(ORDER_DELETED, {
    orderId: order._id.toHexString(),
    status: order.status,
    promo: order.promo,
    revision: revisionOf(order) + 1,
  });
}

/** The order's state as of a revision it skipped to, its status unchanged (see OrderStock.resync). */
export function orderRevised(
  order: Pick<OrderDocument, '_id' | 'status'>,
  revision: number,
): EventEnvelope<typeof ORDER_REVISED, OrderRevisedData> {
  return createEvent(ORDER_REVISED, { orderId: order._id.toHexString(), status: order.status, revision });
}
