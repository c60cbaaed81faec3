import type { MyOrderResponse, OrderHistoryResponse, TrackOrderInput, TrackedOrder } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** Issue 32: the status history and the cancel of a signed-in customer's own order. */
export const fetchMyOrderHistory = (id: string) =>
  apiFetch<OrderHistoryResponse>(`/orders/mine/${encodeURIComponent(id)}/history`);

export const cancelMyOrder = (id: string) =>
  apiFetch<MyOrderResponse>(`/orders/mine/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

/** Guest tracking: by number and e-mail or phone (in the body), or by the e-mail's signed link. */
export const trackOrder = (body: TrackOrderInput) =>
  apiFetch<TrackedOrder>('/orders/track', { method: 'POST', json: body });

export const fetchTrackedOrder = (token: string) =>
  apiFetch<TrackedOrder>(`/orders/track/${encodeURIComponent(token)}`);

export const cancelTrackedOrder = (token: string) =>
  apiFetch<TrackedOrder>(`/orders/track/${encodeURIComponent(token)}/cancel`, { method: 'POST' });
