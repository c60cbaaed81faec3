import type { z } from 'zod';
import { AuditRecordedEvent } from './audit-recorded';
import { CategoryDeletedEvent } from './category-deleted';
import { OrderDeletedEvent } from './order-deleted';
import { OrderPlacedEvent } from './order-placed';
import { OrderRevisedEvent } from './order-revised';
import { OrderStatusChangedEvent } from './order-status-changed';
import { ProductDeletedEvent } from './product-deleted';
import { ProductStockChangedEvent } from './product-stock-changed';
import { ProductUpdatedEvent } from './product-updated';
import { PromoUsedEvent } from './promo-used';
import { UserDeletedEvent } from './user-deleted';
import { UserRegisteredEvent } from './user-registered';
import { UserUpdatedEvent } from './user-updated';

export * from './envelope';
export * from './order-placed';
export * from './order-status-changed';
export * from './order-deleted';
export * from './order-revised';
export * from './promo-used';
export * from './product-updated';
export * from './product-deleted';
export * from './product-stock-changed';
export * from './category-deleted';
export * from './user-registered';
export * from './user-updated';
export * from './user-deleted';
export * from './audit-recorded';

/** Routing key (= event type) -> envelope schema. The bus validates every message with it. */
export const eventSchemas = {
  'order.placed': OrderPlacedEvent,
  'order.status_changed': OrderStatusChangedEvent,
  'order.deleted': OrderDeletedEvent,
  'order.revised': OrderRevisedEvent,
  'promo.used': PromoUsedEvent,
  'product.updated': ProductUpdatedEvent,
  'product.deleted': ProductDeletedEvent,
  'product.stock_changed': ProductStockChangedEvent,
  'category.deleted': CategoryDeletedEvent,
  'user.registered': UserRegisteredEvent,
  'user.updated': UserUpdatedEvent,
  'user.deleted': UserDeletedEvent,
  'audit.recorded': AuditRecordedEvent,
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventSchemaOf<T extends EventType> = (typeof eventSchemas)[T];
export type EventOf<T extends EventType> = z.infer<EventSchemaOf<T>>;
export type EventDataOf<T extends EventType> = EventOf<T>['data'];
export type AnyEvent = { [T in EventType]: EventOf<T> }[EventType];

export const EVENT_TYPES = Object.keys(eventSchemas) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.prototype.hasOwnProperty.call(eventSchemas, value);
}
