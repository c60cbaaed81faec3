import { useCart } from '../cart/shared-cart';
import { distinctItemCount } from '../cart/cart-lines';
import styles from './CartBadge.module.css';
import { useT } from '../i18n/messages';

/**
 * The number on the shell's Cart button: distinct items (lines) in the cart. It follows the shared cart,
 * which reads again on every `cart:updated`, from any remote. Nothing shows while loading or when empty.
 */
export default function CartBadge() {
  const cart = useCart();
  const count = distinctItemCount(cart.lines);
  const t = useT();
  return (
    <span className={styles.live} role="status" aria-live="polite">
      {count > 0 && (
        <span key={count} className={styles.badge} data-cart-count={count} aria-label={t.plural('cart.badge', count)}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
