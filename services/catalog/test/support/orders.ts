import type { OrderPlacedEvent, OrderPlacedItem } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';

type Choice = { name: string; value: string };

export function buildOrderItem(
  productId: string,
  quantity: number,
  selectedOptions: Choice[],
): OrderPlacedItem {
  return { productId, title: 'Velvet Matte Lipstick', quantity, unitPrice: 349, selectedOptions };
}

/** An `order.placed` as the order service publishes it. */
export function buildOrderPlaced(items: OrderPlacedItem[]): OrderPlacedEvent {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return {
    id: randomUUID(),
    type: 'order.placed',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: {
      orderId: new ObjectId().toHexString(),
      sessionId: 'Yk3x_9QpLr2T-vWm8ZaB1c',
      userId: null,
      customerEmail: 'mariam.hassan@example.com',
      items,
      promo: null,
      subtotal,
      discountAmount: 0,
      totalAmount: subtotal,
    },
  };
}
