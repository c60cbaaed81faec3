import type { Order } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { formatEGP, formatEGPPrefix } from '@shop/ui-kit';
import {
  displayedTotal,
  orderDiscount,
  orderLanguageLabel,
  promoLabel,
  taxAmountText,
  taxLabel,
} from '../orders/order-rules';
import styles from './OrderViewPage.module.css';

/** Subtotal, discount, shipping, each tax and the total (admin spec §9). */
export function OrderSummary({ order }: { order: Order }) {
  const discount = orderDiscount(order);
  const promo = promoLabel(order);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatEGP(order.subtotal)}</dd>
      </div>
      {(discount > 0 || promo) && (
        <div>
          <dt>Discount{promo ? ` · ${promo}` : ''}</dt>
          <dd>−{formatEGP(discount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{formatEGP(order.shippingCost)}</dd>
      </div>
      {order.taxes.map((tax, index) => (
        <div key={`${index}-${tax.taxName}`}>
          <dt>{taxLabel(tax)}</dt>
          <dd>{taxAmountText(order, formatEGP(tax.amount))}</dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd>{formatEGPPrefix(displayedTotal(order))}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
      </div>
      <div>
        <dt>Language</dt>
        <dd>{orderLanguageLabel(order)}</dd>
      </div>
    </dl>
  );
}
