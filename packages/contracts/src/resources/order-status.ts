import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Status of every new order. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'Incoming';

/** Statuses whose order no longer holds its stock: the units are given back when an order enters one. */
export const RELEASED_ORDER_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Refunded'];

/** A live order holds the units it took; a Cancelled or Refunded (or deleted) one does not. */
export function isLiveStatus(status: OrderStatus): boolean {
  return !RELEASED_ORDER_STATUSES.includes(status);
}
