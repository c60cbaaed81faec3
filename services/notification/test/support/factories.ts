import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type {
  OrderPlacedData,
  OrderPlacedEvent,
  OrderStatusChangedData,
  OrderStatusChangedEvent,
} from '@shop/contracts';

/** An `order.placed` as the order service sends it: two lines, a promo, VAT and shipping to Cairo. */
export function buildOrderPlaced(
  overrides: Partial<OrderPlacedData> = {},
  id: string = randomUUID(),
): OrderPlacedEvent {
  return {
    id,
    type: 'order.placed',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: {
      orderId: new ObjectId().toHexString(),
      sessionId: randomUUID(),
      userId: null,
      customerEmail: 'nour@shop.test',
      items: [
        {
          productId: new ObjectId().toHexString(),
          title: 'Rose Lipstick',
          quantity: 2,
          unitPrice: 80,
          selectedOptions: [{ name: 'Color', value: 'Ruby' }],
        },
      ],
      promo: null,
      subtotal: 160,
      discountAmount: 0,
      totalAmount: 232.4,
      revision: 1,
      customerInfo: {
        firstName: 'Nour',
        lastName: 'Samir',
        phone: '01001234567',
        email: 'nour@shop.test',
        address: { street: '9 Corniche Street', city: 'Cairo', floor: '3', apartment: '12' },
      },
      shippingCost: 50,
      taxes: [{ taxName: 'VAT', value: 14, amount: 22.4 }],
      ...overrides,
    },
  };
}

export function buildStatusChanged(
  orderId: string,
  overrides: Partial<OrderStatusChangedData> = {},
  id: string = randomUUID(),
): OrderStatusChangedEvent {
  return {
    id,
    type: 'order.status_changed',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: {
      orderId,
      from: 'Incoming',
      to: 'Processing',
      changedBy: null,
      promo: null,
      revision: 2,
      ...overrides,
    },
  };
}
