import { randomUUID } from 'node:crypto';
import type { EventDataOf, EventOf, EventType, Product } from '@shop/contracts';
import { ObjectId } from 'mongodb';

export const newId = () => new ObjectId().toHexString();

/** A lipstick with two colours (12 and 3 in stock) and one size, as the catalog serves it. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: newId(),
    title: 'Velvet Matte Lipstick',
    description: 'Long-wear matte lipstick enriched with shea butter.',
    price: 349.99,
    oldPrice: 420,
    image: '/api/images/lipstick',
    availability: true,
    product_category_id: newId(),
    rating: 4.6,
    reviews: 128,
    options: [
      {
        name: 'Color',
        values: [
          { label: 'Rose Nude', hex: '#d8a39d', stock: 12 },
          { label: 'Berry', hex: '#8e3b5f', stock: 3 },
        ],
      },
      { name: 'Size', values: [{ label: '30 ml', stock: 40 }] },
    ],
    isBundle: false,
    bundleCount: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const berry = [
  { name: 'Color' as const, value: 'Berry' },
  { name: 'Size' as const, value: '30 ml' },
];
export const roseNude = [
  { name: 'Color' as const, value: 'Rose Nude' },
  { name: 'Size' as const, value: '30 ml' },
];

export function buildEvent<T extends EventType>(
  type: T,
  data: EventDataOf<T>,
  occurredAt = new Date(),
): EventOf<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    traceparent: '',
    data,
  } as EventOf<T>;
}

export function buildOrderPlaced(sessionId: string, orderId = newId()): EventOf<'order.placed'> {
  return buildEvent('order.placed', {
    orderId,
    sessionId,
    userId: null,
    customerEmail: 'mariam@example.com',
    items: [
      {
        productId: newId(),
        title: 'Velvet Matte Lipstick',
        quantity: 1,
        unitPrice: 349.99,
        selectedOptions: [{ name: 'Color', value: 'Berry' }],
      },
    ],
    promo: null,
    subtotal: 349.99,
    discountAmount: 0,
    totalAmount: 349.99,
  });
}
