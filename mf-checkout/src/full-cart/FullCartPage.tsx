import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, Notice, Skeleton } from '@shop/ui-kit';
import { cartStore } from '../cart/shared-cart';
import { CartLines } from '../components/CartLines';
import { CartLoadFailed } from '../components/CartLoadFailed';
import { CartPage, cartColumns } from '../components/CartPage';
import { CartTotals } from '../components/CartTotals';
import { EmptyCart } from '../components/EmptyCart';
import { useOptimisticCart } from './useOptimisticCart';
import styles from './FullCartPage.module.css';
import { useT } from '../i18n/messages';

/** /full-cart (storefront spec §2 Full cart). Changes show at once and roll back if the server refuses. */
export default function FullCartPage() {
  const cart = useOptimisticCart();
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    void cartStore.refresh();
  }, []);


  return (
    <CartPage title={t('cart.title')}>
      {cart.notice && (
        <div className={styles.notice}>
          <Notice type="error">{cart.notice}</Notice>
        </div>
      )}
      {cart.status === 'loading' && <FullCartSkeleton />}
      {cart.status === 'error' && <CartLoadFailed className={styles.failed} />}
      {cart.status === 'ready' && cart.lines.length === 0 && (
        <div className={styles.card}>
          <EmptyCart onContinue={() => void navigate('/our-collection')} />
        </div>
      )}
      {cart.status === 'ready' && cart.lines.length > 0 && (
        <div className={`${cartColumns} ${styles.layout}`}>
          <section className={styles.card} aria-label={t('cart.itemsSection')}>
            <CartLines
              lines={cart.lines}
              variant="full"
              className={styles.lines}
              onQuantity={cart.setQuantity}
              onRemove={cart.remove}
            />
          </section>
          <aside className={`${styles.card} ${styles.summary}`} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              {t('cart.summary')}
            </h2>
            <CartTotals lines={cart.lines} shippingText={t('cart.shippingNote')} shippingAsNote />
            <ButtonLink to="/checkout" block>
              {t('cart.proceed')}
            </ButtonLink>
          </aside>
        </div>
      )}
    </CartPage>
  );
}

function FullCartSkeleton() {
  const t = useT();
  return (
    <div className={`${cartColumns} ${styles.layout}`} aria-busy="true" aria-label={t('cart.loading')}>
      <div className={styles.card}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius={12} className={styles.skeletonRow} />
        ))}
      </div>
      <div className={styles.card}>
        <Skeleton height={160} radius={12} />
      </div>
    </div>
  );
}
