import type { MyOrder } from '@shop/contracts';
import { ProductImage } from '@shop/ui-kit';
import { useFormat, useLanguage, useLocalized } from '@shop/app-context';
import { addressLines, optionsText } from './my-order-rules';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** The line's picture box (MyOrders.module.css .thumb): renditions for it, not the original (decision 032). */
const THUMB_PX = 56;

/** What was bought: each line with its options, quantity × unit price, and the line's total. */
export function OrderItems({ items }: { items: MyOrder['items'] }) {
  const { price } = useFormat();
  const text = useLocalized();
  const t = useT();
  const { language } = useLanguage();
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const options = optionsText(item, t, language);
        const title = text(item.product, 'title');
        return (
          <li key={item._id} className={styles.item} data-testid="order-item">
            <div className={styles.thumb}>
              <ProductImage
                src={item.product.image || undefined}
                alt={title}
                sizes={`${THUMB_PX}px`}
                width={THUMB_PX}
                height={THUMB_PX}
              />
            </div>
            <div className={styles.itemText}>
              <strong>{title}</strong>
              {options && <span className={styles.muted}>{options}</span>}
              <span className={styles.muted}>
                {item.quantity} × {price(item.product.price)}
              </span>
            </div>
            <span className={styles.lineTotal}>{price(item.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The amounts the order was charged, as the server computed them (storefront spec §9). */
export function OrderAmounts({ order }: { order: Omit<MyOrder, 'customerInfo' | 'customerName'> }) {
  const code = order.promoDetails?.promoCode ?? order.promoCode;
  const t = useT();
  const { price } = useFormat();
  const text = useLocalized();
  return (
    <dl className={styles.amounts}>
      <div data-row="subtotal">
        <dt>{t('orders.subtotal')}</dt>
        <dd>{price(order.subtotal)}</dd>
      </div>
      {order.discountAmount > 0 && (
        <div data-row="discount">
          <dt>{code ? t('orders.discountCode', { code }) : t('orders.discount')}</dt>
          <dd>−{price(order.discountAmount)}</dd>
        </div>
      )}
      {order.taxes.map((tax, index) => (
        <div key={`${index}-${tax.taxName}`} data-row="tax">
          <dt>
            {text(tax, 'taxName')} ({tax.value}%)
          </dt>
          <dd>
            {order.taxesIncluded ? t('orders.includedTax', { amount: price(tax.amount) }) : price(tax.amount)}
          </dd>
        </div>
      ))}
      <div data-row="shipping">
        <dt>{t('orders.shipping')}</dt>
        <dd>{order.shippingCost === 0 ? t('orders.free') : price(order.shippingCost)}</dd>
      </div>
      <div data-row="total" className={styles.grandTotal}>
        <dt>{t('orders.total')}</dt>
        <dd>{price(order.totalAmount)}</dd>
      </div>
      <div data-row="payment">
        <dt>{t('orders.payment')}</dt>
        <dd>{t(`orders.paymentMethods.${order.paymentMethod ?? 'cash_on_delivery'}`)}</dd>
      </div>
    </dl>
  );
}

/** Who receives it and where. */
export function ShippingAddress({ customer }: { customer: MyOrder['customerInfo'] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <address className={styles.address}>
      <strong>
        {customer.firstName} {customer.lastName}
      </strong>
      {addressLines(customer.address, t, language).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span dir="ltr">{customer.phone}</span>
      <span dir="ltr">{customer.email}</span>
    </address>
  );
}
