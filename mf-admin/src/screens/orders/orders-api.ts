import type { Order, OrderListResponse, OrderResponse, OrderStatus } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** Every order, or those the server's search finds by number, name, phone or e-mail (issue 31). */
export const fetchOrders = (q = '') =>
  apiFetch<OrderListResponse>(q ? `/orders?q=${encodeURIComponent(q)}` : '/orders');
export const fetchOrder = (id: string) => apiFetch<OrderResponse>(path(id));

/** A status change sends only the status (admin spec §7). */
export const updateOrderStatus = (id: string, status: OrderStatus) =>
  apiFetch<Order>(path(id), { method: 'PUT', json: { status } });

export const deleteOrder = (id: string) => apiFetch(path(id), { method: 'DELETE' });
export const deleteAllOrders = () => apiFetch('/orders', { method: 'DELETE' });
