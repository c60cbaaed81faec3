import type { OrderPricing } from '@shop/contracts/pricing';
import { Button, ButtonLink, formatEGP } from '@shop/ui-kit';
import type { CartLine } from '../cart/cart-lines';
import { taxLabel } from '../cart/cart-totals';
import { LineOptions } from '../components/LineOptions';
import { SummaryRow, SummaryRows } from '../components/SummaryRows';
import { PromoForm } from './PromoForm';
import type { AppliedPromo } from './promo';
import styles from './CheckoutPage.module.css';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  totals: OrderPricing;
  /** 'Add X EGP for free shipping' or 'Free shipping'; null when the shop's rule does not apply. */
  freeShipping: string | null;
  /** 'Sat 28 Nov – Sun 29 Nov' for the chosen city; null when none is chosen or no time is known. */
  delivery: string | null;
  cityChosen: boolean;
  promo: AppliedPromo | null;
  applyingPromo: boolean;
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  canPlace: boolean;
  placing: boolean;
}

/**
 * Order Summary (storefront spec §2 Checkout): subtotal; discount when above 0; each tax; shipping once a
 * city is chosen; the promo form and its applied line; total; Place Order.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { lines, totals, cityChosen, promo } = props;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.cardTitle}>
        Order Summary
      </h2>
      {lines.length === 0 ? (
        <div className={styles.emptyCart}>
          <p>Your cart is empty</p>
          <ButtonLink to="/our-collection" variant="secondary" size="small">
            Continue Shopping
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.items} aria-label="Items in your order">
          {lines.map((line, index) => (
            <li key={line.key} className={styles.item}>
              <span className={styles.itemName}>
                {line.name} <span className={styles.itemQuantity}>× {line.quantity}</span>
                <LineOptions options={line.selectedOptions} />
              </span>
              <span className={styles.itemTotal}>{formatEGP(totals.lineTotals[index] ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
      <SummaryRows label="Order totals">
        <SummaryRow row="subtotal" label="Subtotal">
          {formatEGP(totals.subtotal)}
        </SummaryRow>
        {totals.discountAmount > 0 && (
          <SummaryRow row="discount" label="Discount">
            −{formatEGP(totals.discountAmount)}
          </SummaryRow>
        )}
        {totals.taxes.map((tax) => (
          <SummaryRow key={tax.taxName} row="tax" label={taxLabel(tax)}>
            {formatEGP(tax.amount)}
          </SummaryRow>
        ))}
        {cityChosen && (
          <SummaryRow row="shipping" label="Shipping">
            {totals.shippingCost === 0 ? 'Free' : formatEGP(totals.shippingCost)}
          </SummaryRow>
        )}
        {cityChosen && props.delivery && (
          <SummaryRow row="delivery" label="Expected delivery">
            {props.delivery}
          </SummaryRow>
        )}
      </SummaryRows>
      {props.freeShipping && (
        <p className={styles.freeShipping} data-row="free-shipping">
          {props.freeShipping}
        </p>
      )}
      <PromoForm applied={promo} applying={props.applyingPromo} onApply={props.onApplyPromo} onRemove={props.onRemovePromo} />
      <SummaryRows label="Order total">
        <SummaryRow row="total" label="Total" emphasis>
          {formatEGP(totals.totalAmount)}
        </SummaryRow>
      </SummaryRows>
      <Button type="submit" block disabled={!props.canPlace || props.placing} aria-busy={props.placing}>
        {props.placing ? 'Placing Order...' : 'Place Order'}
      </Button>
    </section>
  );
}
