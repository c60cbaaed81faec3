import type { OrderPricing } from '@shop/contracts/pricing';
import { Button, ButtonLink } from '@shop/ui-kit';
import type { CartLine } from '../cart/cart-lines';
import { LineOptions } from '../components/LineOptions';
import { SummaryRow, SummaryRows } from '../components/SummaryRows';
import { TaxRows } from '../components/TaxRows';
import { PromoForm } from './PromoForm';
import type { AppliedPromo } from './promo';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';
import { useFormat, useLanguage } from '@shop/app-context';
import { lineName } from '../cart/line-name';

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
  /** The order service is busy and the placement will be sent again (decision 031). */
  busy?: boolean;
}

/**
 * Order Summary (storefront spec §2 Checkout): subtotal; discount when above 0; each tax; shipping once a
 * city is chosen; the promo form and its applied line; total; Place Order.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { lines, totals, cityChosen, promo } = props;
  const t = useT();
  const { price } = useFormat();
  const { language } = useLanguage();
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.cardTitle}>
        {t('checkout.summary')}
      </h2>
      {lines.length === 0 ? (
        <div className={styles.emptyCart}>
          <p>{t('cart.empty')}</p>
          <ButtonLink to="/our-collection" variant="secondary" size="small">
            {t('cart.continue')}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.items} aria-label={t('checkout.items')}>
          {lines.map((line, index) => (
            <li key={line.key} className={styles.item}>
              <span className={styles.itemName}>
                {lineName(line, language)} <span className={styles.itemQuantity}>× {line.quantity}</span>
                <LineOptions options={line.selectedOptions} />
              </span>
              <span className={styles.itemTotal}>{price(totals.lineTotals[index] ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}
      <SummaryRows label={t('checkout.totals')}>
        <SummaryRow row="subtotal" label={t('totals.subtotal')}>
          {price(totals.subtotal)}
        </SummaryRow>
        {totals.discountAmount > 0 && (
          <SummaryRow row="discount" label={t('totals.discount')}>
            −{price(totals.discountAmount)}
          </SummaryRow>
        )}
        <TaxRows totals={totals} />
        {cityChosen && (
          <SummaryRow row="shipping" label={t('totals.shipping')}>
            {totals.shippingCost === 0 ? t('totals.free') : price(totals.shippingCost)}
          </SummaryRow>
        )}
        {cityChosen && props.delivery && (
          <SummaryRow row="delivery" label={t('checkout.expectedDelivery')}>
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
      <SummaryRows label={t('checkout.total')}>
        <SummaryRow row="total" label={t('totals.total')} emphasis>
          {price(totals.totalAmount)}
        </SummaryRow>
      </SummaryRows>
      <Button type="submit" block disabled={!props.canPlace || props.placing} aria-busy={props.placing}>
        {props.placing ? t('checkout.placing') : t('checkout.place')}
      </Button>
      {props.busy && (
        <p className={styles.busy} role="status">
          {t('checkout.busy')}
        </p>
      )}
    </section>
  );
}
