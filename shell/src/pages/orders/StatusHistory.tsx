import type { OrderStatusChange } from '@shop/contracts';
import { useFormat } from '@shop/app-context';
import { StatusBadge } from './StatusBadge';
import styles from './AfterOrder.module.css';
import myOrders from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** Issue 32: each status the order had, with when, oldest first. */
export function StatusHistory({ history }: { history: OrderStatusChange[] }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <section className={myOrders.panel} aria-labelledby="order-history">
      <h2 id="order-history" className={myOrders.panelTitle}>
        {t('orders.history')}
      </h2>
      <ol className={styles.timeline} data-testid="status-history">
        {history.map((change) => (
          <li key={`${change.status}-${change.at}`} className={styles.step}>
            <StatusBadge status={change.status} />
            <time className={styles.when} dateTime={change.at}>
              {dateTime(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
