import { useEffect, useRef } from 'react';
import type { OrderResponse } from '@shop/contracts';
import { ButtonLink } from '@shop/ui-kit';
import { CartPage } from '../components/CartPage';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';
import { useFormat } from '@shop/app-context';

/** The thank-you state after a placed order (storefront spec §2 Checkout), with its number and how it is paid (issue 31). */
export function ThankYou({ order }: { order: OrderResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const { price, deliveryWindow } = useFormat();
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <CartPage>
      <section className={`${styles.card} ${styles.thanks}`}>
        <svg className={styles.thanksIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.7 2.7L16 9.8" />
        </svg>
        <h1 ref={heading} tabIndex={-1} className={styles.thanksTitle}>
          {t('thanks.title')}
        </h1>
        <p className={styles.thanksText}>{t('thanks.text')}</p>
        <div className={styles.thanksDetails}>
          <p className={styles.thanksText} data-row="payment">
            {t('thanks.payment', { method: t(`payment.${order.paymentMethod ?? 'cash_on_delivery'}.label`), amount: price(order.totalAmount) })}
          </p>
          {order.expectedDelivery && (
            <p className={styles.thanksText} data-row="delivery">
              {t('thanks.delivery', { window: deliveryWindow(order.expectedDelivery) })}
            </p>
          )}
        </div>
        <p className={styles.reference}>
          {order.number !== undefined && (
            <>
              {t('thanks.number')} <strong data-order-number={order.number}>#{order.number}</strong> ·{' '}
            </>
          )}
          {t('thanks.reference')} <span data-order-id={order._id} dir="ltr">{order._id}</span>
        </p>
        <ButtonLink to="/our-collection">{t('cart.continue')}</ButtonLink>
      </section>
    </CartPage>
  );
}
