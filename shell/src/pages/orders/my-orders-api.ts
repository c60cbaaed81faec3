import type { MyOrderListResponse, MyOrderResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** One page of the signed-in customer's orders, newest first (the owner is the session's, never a parameter). */
export const fetchMyOrders = (page: number, limit: number) =>
  apiFetch<MyOrderListResponse>(`/orders/mine?page=${page}&limit=${limit}`);

export const fetchMyOrder = (id: string) =>
  apiFetch<MyOrderResponse>(`/orders/mine/${encodeURIComponent(id)}`);
