import { randomUUID } from 'node:crypto';
import type { CreatePromoInput, EventDataOf, EventOf, EventType } from '@shop/contracts';
import { ObjectId } from 'mongodb';

let codes = 0;

/** A promo as the admin form sends it, valid from 2025-03-01 to 2025-03-30. */
export function buildPromoBody(overrides: Partial<CreatePromoInput> = {}): CreatePromoInput {
  codes += 1;
  return {
    promo_code: `SPRING${codes}`,
    start_date: '2025-03-01',
    expiration_date: '2025-03-30',
    discountType: 'percentage',
    discountValue: 25,
    status: 'active',
    ...overrides,
  };
}

/** An instant inside the validity of `buildPromoBody`'s default dates. */
export const DURING_PROMO = new Date('2025-03-14T10:15:30.000Z');

export const newOrderId = () => new ObjectId().toHexString();

export function buildEvent<T extends EventType>(type: T, data: EventDataOf<T>): EventOf<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data,
  } as EventOf<T>;
}

type PlacedPromo = NonNullable<EventDataOf<'order.placed'>['promo']>;

/** The promo part of an order.placed, for a promo the admin created. */
export function buildPromoRef(
  promo: { _id: string; promo_code: string },
  overrides: Partial<PlacedPromo> = {},
): PlacedPromo {
  return {
    promoId: promo._id,
    promoCode: promo.promo_code,
    email: 'mariam@example.com',
    discountAmount: 175,
    ...overrides,
  };
}

export function buildOrderPlaced(
  orderId: string,
  promo: EventDataOf<'order.placed'>['promo'],
  overrides: Partial<EventDataOf<'order.placed'>> = {},
): EventOf<'order.placed'> {
  return buildEvent('order.placed', {
    orderId,
    sessionId: 'Yk3x_9QpLr2T-vWm8ZaB1c',
    userId: null,
    customerEmail: promo?.email ?? 'nour@example.com',
    items: [
      {
        productId: new ObjectId().toHexString(),
        title: 'Velvet Matte Lipstick',
        quantity: 2,
        unitPrice: 349.99,
        selectedOptions: [{ name: 'Color', value: 'Berry' }],
      },
    ],
    promo,
    subtotal: 699.98,
    discountAmount: promo?.discountAmount ?? 0,
    totalAmount: 699.98 - (promo?.discountAmount ?? 0),
    ...overrides,
  });
}
