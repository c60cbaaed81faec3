import { localizedText } from '@shop/contracts/localized';
import { priceOrder, type OrderPricing, type PricingTaxRate } from '@shop/contracts/pricing';
import type { CartLine } from './cart-lines';

/*
 * Every figure on these screens comes from the one pricing function the order service stores orders with
 * (packages/contracts/src/pricing.ts, integer piastres), so the page shows the very amounts the server charges.
 * It is imported by path: the package's entry would also bring zod into the browser bundle for no use.
 */

/**
 * The drawer's and the full cart's figures: subtotal, each tax, and a total without shipping (spec §9).
 * With the shop's `pricesIncludeTax` the taxes are inside the subtotal, which is then the total.
 */
export function cartTotals(
  lines: readonly CartLine[],
  taxes: readonly PricingTaxRate[],
  pricesIncludeTax = false,
): OrderPricing {
  return priceOrder({
    lines: lines.map(({ unitPrice, quantity }) => ({ unitPrice, quantity })),
    taxes,
    shipping: { defaultShippingValue: 0, shippingRates: [] },
    city: null,
    pricesIncludeTax,
  });
}

/** The tax's name on the page: its Arabic name on an Arabic page when the shop gave one, else the English one. */
export function taxName(tax: Pick<PricingTaxRate, 'taxName' | 'taxNameAr'>, language: 'en' | 'ar'): string {
  return localizedText(tax, 'taxName', language);
}

/** 'VAT (14%)', 'ضريبة القيمة المضافة (14%)'. */
export function taxLabel(tax: PricingTaxRate, language: 'en' | 'ar' = 'en'): string {
  return `${taxName(tax, language)} (${tax.value}%)`;
}
