import type { Order } from '@shop/contracts';
import { customerName } from '../orders/order-rules';
import { addressLines } from './address';
import styles from './OrderViewPage.module.css';

export function CustomerDetails({ order }: { order: Order }) {
  const info = order.customerInfo;
  return (
    <dl className={styles.details}>
      <div>
        <dt>Name</dt>
        <dd>{customerName(order)}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{info?.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : '-'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{info?.phone ? <a href={`tel:${info.phone.replace(/\s+/g, '')}`}>{info.phone}</a> : '-'}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>
          {addressLines(info?.address).map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}
