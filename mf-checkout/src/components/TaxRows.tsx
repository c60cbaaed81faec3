import type { OrderPricing } from '@shop/contracts/pricing';
import { useFormat, useLanguage } from '@shop/app-context';
import { taxLabel, taxName } from '../cart/cart-totals';
import { useT } from '../i18n/messages';
import { SummaryRow } from './SummaryRows';

/**
 * One row per tax: its amount, added to the total (storefront spec §9), or, when the shop's shelf prices
 * include the taxes, 'includes VAT 134.84 EGP', so the total stays the one the shelf price promised.
 */
export function TaxRows({ totals }: { totals: Pick<OrderPricing, 'taxes' | 'taxesIncluded'> }) {
  const t = useT();
  const { price } = useFormat();
  const { language } = useLanguage();
  return (
    <>
      {totals.taxes.map((tax) => (
        <SummaryRow key={tax.taxName} row="tax" label={taxLabel(tax, language)}>
          {totals.taxesIncluded
            ? t('totals.includesTax', { tax: taxName(tax, language), amount: price(tax.amount) })
            : price(tax.amount)}
        </SummaryRow>
      ))}
    </>
  );
}
