import { Link } from 'react-router-dom';
import { ProductImage } from '@shop/ui-kit';
import { type CartLine } from '../cart/cart-lines';
import { LineOptions } from './LineOptions';
import { QuantityStepper } from './QuantityStepper';
import styles from './CartLineItem.module.css';
import { useT } from '../i18n/messages';
import { useFormat, useLanguage } from '@shop/app-context';
import { lineName } from '../cart/line-name';
import { LINE_IMAGE_PX, lineImageSizes } from './line-image';

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
  const t = useT();
  const { price } = useFormat();
  const { language } = useLanguage();
  const name = line.problem === 'no-product' ? t('cart.unknownProduct') : lineName(line, language);
  return (
    <li className={className} aria-busy={busy} data-line={line.key}>
      <ProductImage
        src={line.image}
        alt=""
        className={styles.image}
        sizes={lineImageSizes(variant)}
        width={LINE_IMAGE_PX[variant]}
        height={LINE_IMAGE_PX[variant]}
      />
      <div className={styles.info}>
        {line.productId ? (
          <Link className={styles.name} to={`/products/${line.productId}`} onClick={onNavigate}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        {line.problem === 'no-price' ? (
          <p className={styles.problem} role="note">
            {t('cart.dataMissing')}
          </p>
        ) : (
          <>
            <LineOptions options={line.selectedOptions} />
            <span className={styles.unitPrice} data-unit-price>
              {price(line.unitPrice)}
              {variant === 'full' && <span className={styles.each}> {t('cart.each')}</span>}
            </span>
          </>
        )}
      </div>
      <div className={styles.controls}>
        {line.problem === null ? (
          <QuantityStepper quantity={line.quantity} itemName={name} onChange={onQuantity} disabled={busy} />
        ) : (
          <span className={styles.fixedQuantity}>× {line.quantity}</span>
        )}
        <span className={styles.lineTotal} data-line-total>
          {price(lineTotal)}
        </span>
        {removable && (
          <button type="button" className={styles.remove} onClick={onRemove} disabled={busy} aria-label={t('cart.removeItem', { name })}>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
            </svg>
            <span>{t('cart.remove')}</span>
          </button>
        )}
      </div>
    </li>
  );
}
