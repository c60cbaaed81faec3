import { Button } from '@shop/ui-kit';
import { cartStore } from '../cart/shared-cart';
import styles from './CartLoadFailed.module.css';
import { useT } from '../i18n/messages';

/** The drawer's and the full cart's answer when the cart cannot be read: say so, and offer to read it again. */
export function CartLoadFailed({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={[styles.failed, className].filter(Boolean).join(' ')} role="alert">
      <p>{t('cart.loadFailed')}</p>
      <Button variant="secondary" onClick={() => void cartStore.refresh()}>
        {t('checkout.tryAgain')}
      </Button>
    </div>
  );
}
