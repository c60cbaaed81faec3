import type { AdminOrderPage, Order, OrderResponse, OrderStatus } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { ORDERS_PAGE_SIZE } from '../../constants';
import { ALL_STATUSES, type StatusFilter } from './order-rules';

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/**
 * One page of the orders, newest first (issue 36): of one status or all, found by the server's search by
 * number, name, phone or e-mail (issue 31), after the `cursor` of the page before.
 */
export function fetchOrderPage(q: string, status: StatusFilter, cursor?: string) {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (status !== ALL_STATUSES) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AdminOrderPage>(`/orders?${params.toString()}`);
}
export const fetchOrder = (id: string) => apiFetch<OrderResponse>(path(id));

/** A status change sends only the status (admin spec §7). */
export const updateOrderStatus = (id: string, status: OrderStatus) =>
  apiFetch<Order>(path(id), { method: 'PUT', json: { status } });

export const deleteOrder = (id: string) => apiFetch(path(id), { method: 'DELETE' });
export const deleteAllOrders = () => apiFetch('/orders', { method: 'DELETE' });
