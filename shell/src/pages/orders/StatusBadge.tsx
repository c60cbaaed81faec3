import { statusTone } from './my-order-rules';
import styles from './MyOrders.module.css';

/** The order's status in words, coloured by what it means for the customer (new, on its way, stopped...). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={[styles.badge, styles[statusTone(status)]].join(' ')} data-order-status={status}>
      {status}
    </span>
  );
}
