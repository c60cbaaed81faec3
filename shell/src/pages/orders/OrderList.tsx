import type { MyOrder } from '@shop/contracts';
import { formatEGP, formatDateTime } from '@shop/ui-kit';
import { Link } from 'react-router-dom';
import { itemsSummary, orderNumber } from './my-order-rules';
import { StatusBadge } from './StatusBadge';
import styles from './MyOrders.module.css';

/** One card per order: number (a link to its details), date, status, what was bought, total. */
export function OrderList({ orders }: { orders: readonly MyOrder[] }) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order._id} className={styles.card} data-testid="order-card" data-order-id={order._id}>
          <div className={styles.cardTop}>
            <Link className={styles.number} to={`/profile/orders/${order._id}`}>
              Order {orderNumber(order._id)}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <p className={styles.muted}>Placed {formatDateTime(order.createdAt)}</p>
          <p className={styles.summaryLine}>{itemsSummary(order)}</p>
          <p className={styles.total}>
            <span className={styles.muted}>Total</span> {formatEGP(order.totalAmount)}
          </p>
        </li>
      ))}
    </ul>
  );
}
