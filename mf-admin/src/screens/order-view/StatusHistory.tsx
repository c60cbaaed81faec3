import { useEffect, useState } from 'react';
import type { OrderHistoryResponse, OrderStatusChange } from '@shop/contracts';
import { apiFetch, formatDateTime } from '@shop/ui-kit';
import styles from './OrderViewPage.module.css';

/** The history is recorded from the change's event a moment after it is saved: read once more after this. */
const SETTLE_MS = 1500;

/**
 * Issue 32: each status the order had and when, oldest first, read again whenever the screen's status changes
 * (the customer's cancel included, which the admin sees on the next load).
 */
export function StatusHistory({ orderId, version }: { orderId: string; version: string }) {
  const [history, setHistory] = useState<OrderStatusChange[]>();
  useEffect(() => {
    let current = true;
    const load = () =>
      apiFetch<OrderHistoryResponse>(`/orders/${encodeURIComponent(orderId)}/history`)
        .then((answer) => current && setHistory(answer.history))
        .catch((error: unknown) => console.error('Failed to load the status history', error));
    void load();
    const again = setTimeout(() => void load(), SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(again);
    };
  }, [orderId, version]);

  if (!history) return <p className={styles.muted}>Loading…</p>;
  return (
    <ol className={styles.history} data-testid="status-history">
      {history.map((change) => (
        <li key={`${change.status}-${change.at}`}>
          <strong>{change.status}</strong> <span className={styles.muted}>{formatDateTime(change.at)}</span>
        </li>
      ))}
    </ol>
  );
}
