import { randomUUID } from 'node:crypto';
import type {
  OrderPlacedData,
  OrderPlacedEvent,
  OrderStatusChangedData,
  OrderStatusChangedEvent,
} from '@shop/contracts';
import { orderPlacedData } from '@shop/contracts/fixtures';

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
