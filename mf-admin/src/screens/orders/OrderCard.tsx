import type { Order } from '@shop/contracts';
import { Button, ButtonLink, formatEGPPrefix, formatDateTime } from '@shop/ui-kit';
import { Badge } from '../../shared/Badge';
import {
  customerName,
  displayedTotal,
  optionsText,
  promoLabel,
  shortOrderId,
  statusTone,
} from './order-rules';
import styles from './OrdersPage.module.css';

/** Admin spec §2: id (last 8), customer, status, items, 'EGP x.xx', date, promo, View Order. */
export function OrderCard({ order, onDelete }: { order: Order; onDelete: () => void }) {
  const promo = promoLabel(order);
  return (
    <article className={styles.card} aria-labelledby={`order-${order._id}`} data-testid="order-card">
      <header className={styles.cardHead}>
        <div>
          <h3 className={styles.orderId} id={`order-${order._id}`}>
            Order #{shortOrderId(order._id)}
            {order.number !== undefined && <span className={styles.number}> · #{order.number}</span>}
          </h3>
          <p className={styles.customer}>{customerName(order)}</p>
        </div>
        <Badge tone={statusTone(order.status)}>{order.status}</Badge>
      </header>
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => {
          const options = optionsText(item.selectedOptions);
          return (
            <li key={item._id}>
              <span className={styles.quantity}>{item.quantity} ×</span> {item.product.title}
              {options && <span className={styles.options}> ({options})</span>}
            </li>
          );
        })}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Total</dt>
          <dd className={styles.total}>{formatEGPPrefix(displayedTotal(order))}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
        {promo && (
          <div>
            <dt>Promo</dt>
            <dd>{promo}</dd>
          </div>
        )}
      </dl>
      <footer className={styles.cardActions}>
        <ButtonLink to={`/admin/view-order/${order._id}`} size="small">
          View Order
        </ButtonLink>
        <Button
          size="small"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete order ${shortOrderId(order._id)}`}
        >
          Delete
        </Button>
      </footer>
    </article>
  );
}
