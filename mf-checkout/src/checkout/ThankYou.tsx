import { useEffect, useRef } from 'react';
import type { OrderResponse } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { formatDeliveryWindow } from '@shop/contracts/delivery-dates';
import { ButtonLink, formatEGP } from '@shop/ui-kit';
import styles from './CheckoutPage.module.css';

/** The thank-you state after a placed order (storefront spec §2 Checkout), with its number and how it is paid (issue 31). */
export function ThankYou({ order }: { order: OrderResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.thanks}`}>
        <svg className={styles.thanksIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.7 2.7L16 9.8" />
        </svg>
        <h1 ref={heading} tabIndex={-1} className={styles.thanksTitle}>
          Thank you for shopping with us!
        </h1>
        <p className={styles.thanksText}>Your order has been placed and we&apos;ll get back to you as soon as possible!</p>
        <div className={styles.thanksDetails}>
          <p className={styles.thanksText} data-row="payment">
            Payment: {paymentMethodLabel(order.paymentMethod)}, {formatEGP(order.totalAmount)} to the courier
          </p>
          {order.expectedDelivery && (
            <p className={styles.thanksText} data-row="delivery">
              Expected delivery: {formatDeliveryWindow(order.expectedDelivery)}
            </p>
          )}
        </div>
        <p className={styles.reference}>
          {order.number !== undefined && (
            <>
              Order number: <strong data-order-number={order.number}>#{order.number}</strong> ·{' '}
            </>
          )}
          Order reference: <span data-order-id={order._id}>{order._id}</span>
        </p>
        <ButtonLink to="/our-collection">Continue Shopping</ButtonLink>
      </section>
    </div>
  );
}
