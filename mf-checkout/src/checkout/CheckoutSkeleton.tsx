import { Skeleton } from '@shop/ui-kit';
import { cartColumns } from '../components/CartPage';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';

/** 'Loading, then form' (storefront spec §4): the two cards' shapes while the cart and settings load. */
export function CheckoutSkeleton() {
  const t = useT();
  return (
    <div className={`${cartColumns} ${styles.layout}`} aria-busy="true" aria-label={t('checkout.loading')}>
      <div className={styles.card}>
        <Skeleton width="45%" height={28} />
        <div className={styles.fields}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={64} radius={8} />
          ))}
        </div>
      </div>
      <div className={`${styles.card} ${styles.summary}`}>
        <Skeleton width="55%" height={28} />
        <Skeleton height={140} radius={12} />
        <Skeleton height={44} radius={999} />
      </div>
    </div>
  );
}
