import type { OrderItem } from '@shop/contracts';
import { ProductImage, formatEGP } from '@shop/ui-kit';
import { optionsText } from '../orders/order-rules';
import styles from './OrderViewPage.module.css';

/** A line's picture box (OrderViewPage.module.css .thumb): drawn from its renditions, not the original (decision 032). */
const THUMB_PX = 64;

/** Each line with its selected options, unit price, quantity and line total. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className={styles.itemList}>
      {items.map((item) => {
        const options = optionsText(item.selectedOptions);
        return (
          <li key={item._id} className={styles.item}>
            <div className={styles.thumb}>
              <ProductImage
                src={item.product.image || undefined}
                alt={item.product.title}
                sizes={`${THUMB_PX}px`}
                width={THUMB_PX}
                height={THUMB_PX}
              />
            </div>
            <div className={styles.itemText}>
              <strong>{item.product.title}</strong>
              {item.product.isBundle && <span className={styles.muted}>Bundle</span>}
              {options && <span className={styles.muted}>{options}</span>}
              <span className={styles.muted}>
                {item.quantity} × {formatEGP(item.product.price)}
              </span>
            </div>
            <span className={styles.lineTotal}>
              {formatEGP(item.lineTotal ?? item.product.price * item.quantity)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
