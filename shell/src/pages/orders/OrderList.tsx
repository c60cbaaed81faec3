import type { MyOrder } from '@shop/contracts';
import { useFormat, useLanguage } from '@shop/app-context';
import { Link } from 'react-router-dom';
import { itemsSummary, orderNumber } from './my-order-rules';
import { StatusBadge } from './StatusBadge';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** One card per order: number (a link to its details), date, status, what was bought, total. */
export function OrderList({ orders }: { orders: readonly MyOrder[] }) {
  const t = useT();
  const { price, dateTime } = useFormat();
  const { language } = useLanguage();
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order._id} className={styles.card} data-testid="order-card" data-order-id={order._id}>
          <div className={styles.cardTop}>
            <Link className={styles.number} to={`/profile/orders/${order._id}`}>
              {t('orders.order', { number: orderNumber(order) })}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <p className={styles.muted}>{t('orders.placed', { date: dateTime(order.createdAt) })}</p>
          <p className={styles.summaryLine}>{itemsSummary(order, language)}</p>
          <p className={styles.total}>
            <span className={styles.muted}>{t('orders.total')}</span> {price(order.totalAmount)}
          </p>
        </li>
      ))}
    </ul>
  );
}
