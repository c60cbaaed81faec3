import type { ReactNode } from 'react';
import { useFormat } from '@shop/app-context';
import type { OrderStatus } from '@shop/contracts';
import { Skeleton } from '@shop/ui-kit';
import { StatusBadge } from './StatusBadge';
import { orderNumber } from './my-order-rules';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** One order's page while it loads: My order and the tracked order alike. */
export function OrderPageLoading() {
  const t = useT();
  return (
    <div className={styles.page} aria-busy="true">
      <span className={styles.visuallyHidden}>{t('common.loading')}</span>
      <Skeleton height={44} width="40%" />
      <Skeleton height={320} radius={22} />
    </div>
  );
}

interface OrderPageTopProps {
  order: { _id: string; number?: number; createdAt: string; status: OrderStatus };
  /** Beside the heading (My order's link back to the list). */
  aside?: ReactNode;
}

/** 'Order #10001', when it was placed and its status: the top of My order and of the tracked order. */
export function OrderPageTop({ order, aside }: OrderPageTopProps) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('orders.order', { number: orderNumber(order) })}</h1>
          <p className={styles.muted}>{t('orders.placed', { date: dateTime(order.createdAt) })}</p>
        </div>
        {aside}
      </header>
      <p className={styles.statusLine}>
        {t('orders.status')} <StatusBadge status={order.status} />
      </p>
    </>
  );
}
