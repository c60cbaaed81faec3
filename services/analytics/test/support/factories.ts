import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type {
  OrderDeletedData,
  OrderDeletedEvent,
  OrderPlacedData,
  OrderPlacedEvent,
  OrderStatusChangedData,
  OrderStatusChangedEvent,
  PromoUsedData,
  PromoUsedEvent,
} from '@shop/contracts';
import { orderPlacedData } from '@shop/contracts/fixtures';
import type { OrderProjection } from '../../src/domain/order-projection';

function envelope<T extends string, D>(type: T, data: D, occurredAt: string) {
  return { id: randomUUID(), type, version: 1 as const, occurredAt, traceparent: '', data };
}

/** An `order.placed` as the order service sends it: 2 × 80 EGP to Cairo, 14% VAT and 50 shipping = 232.40. */
export function buildOrderPlaced(overrides: Partial<OrderPlacedData> = {}): OrderPlacedEvent {
  const placedAt = overrides.placedAt ?? new Date().toISOString();
  return envelope('order.placed', orderPlacedData({ ...overrides, placedAt }), placedAt) as OrderPlacedEvent;
}

export function buildStatusChanged(
  orderId: string,
  overrides: Partial<OrderStatusChangedData> = {},
  occurredAt = new Date().toISOString(),
): OrderStatusChangedEvent {
  return envelope(
    'order.status_changed',
    { orderId, from: 'Incoming', to: 'Processing', changedBy: null, promo: null, revision: 2, ...overrides },
    occurredAt,
  ) as OrderStatusChangedEvent;
}

export function buildOrderDeleted(
  orderId: string,
  overrides: Partial<OrderDeletedData> = {},
): OrderDeletedEvent {
  return envelope(
    'order.deleted',
    { orderId, status: 'Incoming', promo: null, revision: 2, ...overrides },
    new Date().toISOString(),
  ) as OrderDeletedEvent;
}

export function buildPromoUsed(orderId: string, overrides: Partial<PromoUsedData> = {}): PromoUsedEvent {
  return envelope(
    'promo.used',
    {
      promoId: new ObjectId().toHexString(),
      promoCode: 'GLOW15',
      orderId,
      email: 'nour@shop.test',
      usageCount: 1,
      discountType: 'percentage',
      discountValue: 15,
      discountAmount: 24,
      ...overrides,
    },
    new Date().toISOString(),
  ) as PromoUsedEvent;
}

let next = 0;
/** An order of one 100 EGP line, placed on 2026-03-02, 114 EGP after taxes and shipping. */
export function buildProjection(overrides: Partial<OrderProjection> = {}): OrderProjection {
  next += 1;
  return {
    _id: `order-${next}`,
    day: '2026-03-02',
    placed: {
      placedAt: new Date('2026-03-02T10:00:00Z'),
      total: 11_400,
      discount: 0,
      units: 2,
      city: 'Cairo',
      promoCode: null,
      lines: [{ productId: 'p1', title: 'Rose Lipstick', units: 2, revenue: 10_000 }],
    },
    status: 'Incoming',
    statusRevision: 1,
    statusAt: '2026-03-02T10:00:00.000Z',
    deleted: false,
    ...overrides,
  };
}
