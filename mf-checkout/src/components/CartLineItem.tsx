import { Link } from 'react-router-dom';
import { ProductImage, formatEGP } from '@shop/ui-kit';
import { ITEM_DATA_MISSING, type CartLine } from '../cart/cart-lines';
import { LineOptions } from './LineOptions';
import { QuantityStepper } from './QuantityStepper';
import styles from './CartLineItem.module.css';

interface CartLineItemProps {
  line: CartLine;
  /** From the catalog's price, in piastre-exact EGP. */
  lineTotal: number;
  /** 'compact' in the drawer, 'full' on the full cart page. */
  variant: 'compact' | 'full';
  busy?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Called when the product link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** One cart row: picture, name, chosen options, unit price, quantity controls, line total, remove. */
export function CartLineItem({ line, lineTotal, variant, busy = false, onQuantity, onRemove, onNavigate }: CartLineItemProps) {
  const className = [styles.line, styles[variant], busy && styles.busy].filter(Boolean).join(' ');
  const removable = line.productId !== null;
  return (
    <li className={className} aria-busy={busy} data-line={line.key}>
      <ProductImage src={line.image} alt="" className={styles.image} />
      <div className={styles.info}>
        {line.productId ? (
          <Link className={styles.name} to={`/products/${line.productId}`} onClick={onNavigate}>
            {line.name}
          </Link>
        ) : (
          <span className={styles.name}>{line.name}</span>
        )}
        {line.problem === 'no-price' ? (
          <p className={styles.problem} role="note">
            {ITEM_DATA_MISSING}
          </p>
        ) : (
          <>
            <LineOptions options={line.selectedOptions} />
            <span className={styles.unitPrice} data-unit-price>
              {formatEGP(line.unitPrice)}
              {variant === 'full' && <span className={styles.each}> each</span>}
            </span>
          </>
        )}
      </div>
      <div className={styles.controls}>
        {line.problem === null ? (
          <QuantityStepper quantity={line.quantity} itemName={line.name} onChange={onQuantity} disabled={busy} />
        ) : (
          <span className={styles.fixedQuantity}>× {line.quantity}</span>
        )}
        <span className={styles.lineTotal} data-line-total>
          {formatEGP(lineTotal)}
        </span>
        {removable && (
          <button type="button" className={styles.remove} onClick={onRemove} disabled={busy} aria-label={`Remove ${line.name}`}>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
            </svg>
            <span>Remove</span>
          </button>
        )}
      </div>
    </li>
  );
}
