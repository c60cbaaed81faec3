import { randomUUID } from 'node:crypto';
import type {
  OrderPlacedData,
  OrderPlacedEvent,
  OrderStatusChangedData,
  OrderStatusChangedEvent,
} from '@shop/contracts';
import { orderPlacedData } from '@shop/contracts/fixtures';
import type { OrderSnapshot } from '../../src/domain/order-snapshot';

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
    data: orderPlacedData(overrides),
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

/** What the e-mails are rendered from: Nour's order of two lines to Cairo, with a promo, VAT and shipping. */
export function buildSnapshot(overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    _id: '64b0000000000000abcd1234',
    customerEmail: 'nour@shop.test',
    customerInfo: {
      firstName: 'Nour',
      lastName: 'Samir',
      phone: '01001234567',
      email: 'nour@shop.test',
      address: {
        street: '9 Corniche Street',
        city: 'Cairo',
        floor: '3',
        apartment: '12',
        landmark: 'Near the bank',
      },
    },
    items: [
      {
        productId: '64b0000000000000000000aa',
        title: 'Rose Lipstick',
        quantity: 3,
        unitPrice: 0.1,
        selectedOptions: [{ name: 'Color', value: 'Ruby' }],
      },
      {
        productId: '64b0000000000000000000bb',
        title: 'Cleanser',
        quantity: 1,
        unitPrice: 349,
        selectedOptions: [],
      },
    ],
    subtotal: 349.3,
    discountAmount: 34.93,
    promoCode: 'GLOW10',
    taxes: [{ taxName: 'VAT', value: 14, amount: 44.01 }],
    shippingCost: 50,
    totalAmount: 408.38,
    placedAt: new Date('2026-11-25T10:00:00Z'),
    ...overrides,
  };
}
