import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderPlacedData } from '../events/order-placed';

const newObjectId = () => randomBytes(12).toString('hex');

/**
 * An `order.placed` payload as the order service sends it, with fresh ids: 2 × 80 EGP of one lipstick to Cairo,
 * 14% VAT and 50 EGP shipping, 232.40 in all. Consumers' tests (notification, analytics) build their events on it.
 */
export function orderPlacedData(overrides: Partial<OrderPlacedData> = {}): OrderPlacedData {
  return {
    orderId: newObjectId(),
    sessionId: randomUUID(),
    userId: null,
    customerEmail: 'nour@shop.test',
    items: [
      {
        productId: newObjectId(),
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
  };
}
