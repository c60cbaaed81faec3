import { useEffect, useState } from 'react';
import type { OrderStatusChange } from '@shop/contracts';
import { fetchMyOrderHistory } from './after-order-api';
import { StatusHistory } from './StatusHistory';

/**
 * Issue 32: the history of one of the customer's orders, read again whenever the order's status or time changes
 * (the page keeps the order fresh). Nothing is shown until it is read: the status line above already says where
 * the order is.
 */
export function MyOrderHistory({ orderId, version }: { orderId: string; version: string }) {
  const [history, setHistory] = useState<OrderStatusChange[]>();
  useEffect(() => {
    let current = true;
    fetchMyOrderHistory(orderId)
      .then((answer) => current && setHistory(answer.history))
      .catch((error: unknown) => console.error('Failed to load the order history', error));
    return () => {
      current = false;
    };
  }, [orderId, version]);
  return history ? <StatusHistory history={history} /> : null;
}
