import { Skeleton } from '@shop/ui-kit';
import type { CartLine } from '../cart/cart-lines';
import { cartTotals } from '../cart/cart-totals';
import { TaxRows } from './TaxRows';
import { freeShippingNote } from '../checkout/free-shipping';
import { usePricingSettings } from '../settings/usePricingSettings';
import { SummaryRow, SummaryRows } from './SummaryRows';
import styles from './CartTotals.module.css';
import { useT } from '../i18n/messages';
import { useFormat, useLanguage } from '@shop/app-context';

/**
 * Subtotal, each tax and a total WITHOUT shipping (storefront spec §9), for the drawer and the full cart.
 * If the tax settings cannot be read, the taxes are left to the checkout like the shipping.
 */
export function CartTotals({
  lines,
  shippingText,
  shippingAsNote = false,
}: {
  lines: readonly CartLine[];
  shippingText: string;
  /** The full cart's longer text stands under the figures instead of in a row. */
  shippingAsNote?: boolean;
}) {
  const settings = usePricingSettings();
  const t = useT();
  const { price } = useFormat();
  const { locale, language } = useLanguage();
  const taxes = settings.data?.taxes;
  const figures = cartTotals(lines, taxes ?? [], settings.data?.pricesIncludeTax ?? false);
  // No promo and no city yet: the rule is judged on the subtotal, for the cities it covers.
  const freeShipping =
    settings.data && lines.length > 0
      ? freeShippingNote(figures.subtotal, null, settings.data, { t, price, locale, language })
      : null;
  return (
    <>
      <SummaryRows label={t('cart.totals')}>
        <SummaryRow row="subtotal" label={t('totals.subtotal')}>
          {price(figures.subtotal)}
        </SummaryRow>
        {settings.loading && (
          <SummaryRow row="tax-loading" label={<Skeleton width="5rem" />}>
            <Skeleton width="4rem" />
          </SummaryRow>
        )}
        {!settings.loading &&
          (taxes ? (
            <TaxRows totals={figures} />
          ) : (
            <SummaryRow row="tax" label={t('totals.taxes')}>
              {t('cart.calculatedOnCheckout')}
            </SummaryRow>
          ))}
        {!shippingAsNote && (
          <SummaryRow row="shipping" label={t('totals.shipping')}>
            {shippingText}
          </SummaryRow>
        )}
        {taxes && (
          <SummaryRow row="total" label={t('totals.total')} emphasis>
            {price(figures.totalAmount)}
          </SummaryRow>
        )}
      </SummaryRows>
      {/* Notes stand after the list: a <dl> may hold only its rows (axe: definition-list). */}
      {shippingAsNote && (
        <p className={styles.note} data-row="shipping">
          {shippingText}
        </p>
      )}
      {freeShipping && (
        <p className={styles.note} data-row="free-shipping">
          {freeShipping}
        </p>
      )}
    </>
  );
}
