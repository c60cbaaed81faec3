import type { StockHistoryEntry, StockHistoryResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

export const STOCK_HISTORY_PAGE_SIZE = 10;

/** One page of a product's stock history, newest first (admins). */
export const fetchStockHistory = (productId: string, page: number) =>
  apiFetch<StockHistoryResponse>(
    `/products/${encodeURIComponent(productId)}/stock-history?page=${page}&limit=${STOCK_HISTORY_PAGE_SIZE}`,
  );

/** The order's number as the orders list shows it: its last 8 characters. */
const orderNumber = (orderId: string | null) => (orderId ? `#${orderId.slice(-8)}` : '');

/** Why the stock moved, in the back office's words. */
export function whyText(entry: Pick<StockHistoryEntry, 'reason' | 'orderId' | 'by' | 'changes'>): string {
  const order = orderNumber(entry.orderId);
  const gaveBack = entry.changes.some((change) => change.delta > 0);
  switch (entry.reason) {
    case 'set by admin':
      return `Set by ${entry.by.name ?? 'an admin'}`;
    case 'reserved':
      return gaveBack ? `Order ${order} not placed` : `Reserved by order ${order}`;
    case 'reactivated':
      return gaveBack ? `Order ${order} could not be reopened` : `Taken again: order ${order} reopened`;
    case 'not placed':
      return `Given back: order ${order} was never placed`;
    case 'cancelled':
      return `Given back: order ${order} cancelled`;
    case 'refunded':
      return `Given back: order ${order} refunded`;
    case 'deleted':
      return `Given back: order ${order} deleted`;
  }
}

/** 'Color: Ruby −2 → 3' for each value that moved. */
export function changeText(change: StockHistoryEntry['changes'][number]): string {
  const delta = change.delta > 0 ? `+${change.delta}` : `\u2212${Math.abs(change.delta)}`;
  return `${change.option}: ${change.value} ${delta} \u2192 ${change.stock}`;
}
