import type { Order } from '@shop/contracts';
import { order as sample } from '@shop/contracts/fixtures';

/** Test factory: a realistic placed order; pass only what a test is about. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '65f1a2b3c4d5e6f708192a3e',
    customerInfo: sample.customerInfo,
    customerName: 'Mariam Hassan',
    items: [
      {
        _id: '65f1a2b3c4d5e6f708192a41',
        quantity: 2,
        selectedOptions: [{ name: 'Color', value: 'Berry' }],
        product: {
          _id: '65f1a2b3c4d5e6f708192a3b',
          title: 'Velvet Matte Lipstick',
          description: 'Long-wear matte lipstick.',
          price: 349.99,
          image: '',
          isBundle: false,
          options: [],
        },
        lineTotal: 699.98,
      },
    ],
    subtotal: 699.98,
    discountAmount: 0,
    shippingCost: 55,
    taxes: [{ taxName: 'VAT', value: 14, amount: 98 }],
    totalAmount: 852.98,
    promoCode: undefined,
    promoDetails: null,
    status: 'Incoming',
    sessionId: 'Yk3x_9QpLr2T-vWm8ZaB1c',
    userId: null,
    createdAt: '2025-03-14T10:15:30.000Z',
    updatedAt: '2025-03-14T10:15:30.000Z',
    ...overrides,
  };
}
