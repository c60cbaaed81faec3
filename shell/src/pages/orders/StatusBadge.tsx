import { statusTone } from './my-order-rules';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** The order's status in words, coloured by what it means for the customer (new, on its way, stopped...). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={[styles.badge, styles[statusTone(status)]].join(' ')} data-order-status={status}>
      {t(`orders.statuses.${status}`) === `orders.statuses.${status}` ? status : t(`orders.statuses.${status}`)}
    </span>
  );
}
