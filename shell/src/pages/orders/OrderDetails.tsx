import type { MyOrder } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { ProductImage, formatEGP } from '@shop/ui-kit';
import { addressLines, optionsText } from './my-order-rules';
import styles from './MyOrders.module.css';

/** What was bought: each line with its options, quantity × unit price, and the line's total. */
export function OrderItems({ items }: { items: MyOrder['items'] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const options = optionsText(item.selectedOptions);
        return (
          <li key={item._id} className={styles.item} data-testid="order-item">
            <div className={styles.thumb}>
              <ProductImage src={item.product.image || undefined} alt={item.product.title} />
            </div>
            <div className={styles.itemText}>
              <strong>{item.product.title}</strong>
              {options && <span className={styles.muted}>{options}</span>}
              <span className={styles.muted}>
                {item.quantity} × {formatEGP(item.product.price)}
              </span>
            </div>
            <span className={styles.lineTotal}>{formatEGP(item.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The amounts the order was charged, as the server computed them (storefront spec §9). */
export function OrderAmounts({ order }: { order: MyOrder }) {
  const code = order.promoDetails?.promoCode ?? order.promoCode;
  return (
    <dl className={styles.amounts}>
      <div data-row="subtotal">
        <dt>Subtotal</dt>
        <dd>{formatEGP(order.subtotal)}</dd>
      </div>
      {order.discountAmount > 0 && (
        <div data-row="discount">
          <dt>Discount{code ? ` (${code})` : ''}</dt>
          <dd>−{formatEGP(order.discountAmount)}</dd>
        </div>
      )}
      {order.taxes.map((tax, index) => (
        <div key={`${index}-${tax.taxName}`} data-row="tax">
          <dt>
            {tax.taxName} ({tax.value}%)
          </dt>
          <dd>{formatEGP(tax.amount)}</dd>
        </div>
      ))}
      <div data-row="shipping">
        <dt>Shipping</dt>
        <dd>{order.shippingCost === 0 ? 'Free' : formatEGP(order.shippingCost)}</dd>
      </div>
      <div data-row="total" className={styles.grandTotal}>
        <dt>Total</dt>
        <dd>{formatEGP(order.totalAmount)}</dd>
      </div>
      <div data-row="payment">
        <dt>Payment</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
      </div>
    </dl>
  );
}

/** Who receives it and where. */
export function ShippingAddress({ customer }: { customer: MyOrder['customerInfo'] }) {
  return (
    <address className={styles.address}>
      <strong>
        {customer.firstName} {customer.lastName}
      </strong>
      {addressLines(customer.address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{customer.phone}</span>
      <span>{customer.email}</span>
    </address>
  );
}
