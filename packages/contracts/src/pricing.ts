/*
 * The money math of an order (storefront spec §9), shared by the order service, which stores the figures,
 * and the checkout, which shows them before the order is placed: both must arrive at the same piastre.
 *
 * Everything is computed in integer piastres (1 EGP = 100 piastres) with the money module's one rule (half up,
 * only where a percentage is taken). Amounts enter and leave as EGP numbers with at most 2 decimals.
 * Pure: no I/O, no dates, no randomness.
 */

import { includedTaxesPiastres } from './included-taxes';
import { fromPiastres, percentOfPiastres, toPiastres } from './money';

// The money rules themselves live in ./money.
export { includedTaxesPiastres };

export type DiscountKind = 'percentage' | 'amount';

/**
 * A promo's discount on a subtotal, in piastres: a percentage of it (rounded half up), or a fixed EGP
 * amount; never more than the subtotal, so a fixed amount cannot take it below zero.
 */
export function promoDiscountPiastres(
  discountType: DiscountKind,
  discountValue: number,
  subtotalPiastres: number,
): number {
  const discount =
    discountType === 'percentage'
      ? percentOfPiastres(subtotalPiastres, Math.min(discountValue, 100))
      : toPiastres(discountValue);
  return Math.min(discount, subtotalPiastres);
}

export interface ShippingRateLike {
  city: string;
  value: number;
}

export interface ShippingSettingsLike {
  defaultShippingValue: number;
  shippingRates: readonly ShippingRateLike[];
  /** EGP; an order whose discounted subtotal reaches it ships free. 0 or absent: no free shipping (spec §9). */
  freeShippingThreshold?: number;
  /** The cities the threshold applies to; empty or absent: every city. */
  freeShippingCities?: readonly string[];
}

/** Cities match whatever their letter case or surrounding spaces, as the settings screen keeps one per city. */
export function sameCity(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;
}

/** The chosen city's rate, else the default shipping value (EGP). */
export function shippingCostFor(city: string, settings: ShippingSettingsLike): number {
  const rate = settings.shippingRates.find((candidate) => sameCity(candidate.city, city));
  return rate ? rate.value : settings.defaultShippingValue;
}

/** Whether the free-shipping rule covers this city at all (whatever the amount). */
export function freeShippingCovers(city: string, settings: ShippingSettingsLike): boolean {
  const threshold = settings.freeShippingThreshold ?? 0;
  if (threshold <= 0) return false;
  const cities = settings.freeShippingCities ?? [];
  return cities.length === 0 || cities.some((candidate) => sameCity(candidate, city));
}

/** The shipping in piastres: 0 when the free-shipping rule covers the city and the discounted subtotal reaches it. */
export function shippingPiastres(
  city: string,
  discountedSubtotalPiastres: number,
  settings: ShippingSettingsLike,
): number {
  const free =
    freeShippingCovers(city, settings) &&
    discountedSubtotalPiastres >= toPiastres(settings.freeShippingThreshold ?? 0);
  return free ? 0 : toPiastres(shippingCostFor(city, settings));
}

/**
 * What is still missing for free shipping, in EGP ('Add X EGP for free shipping'): null when there is no rule,
 * when the city (null: not chosen yet, judged for any covered city) is not covered, or when it is reached.
 */
export function freeShippingShortfall(
  discountedSubtotal: number,
  city: string | null,
  settings: ShippingSettingsLike,
): number | null {
  const threshold = settings.freeShippingThreshold ?? 0;
  if (threshold <= 0) return null;
  if (city !== null && !freeShippingCovers(city, settings)) return null;
  const missing = toPiastres(threshold) - toPiastres(discountedSubtotal);
  return missing > 0 ? fromPiastres(missing) : null;
}

export interface PricingLine {
  /** EGP per unit, as the catalog quotes it now. */
  unitPrice: number;
  quantity: number;
}

export interface PricingTaxRate {
  taxName: string;
  /** The Arabic name (decision 025), carried through to the order's tax line untouched. */
  taxNameAr?: string;
  /** A percent of the discounted subtotal: 14 means 14%. */
  value: number;
}

export interface OrderPricingInput {
  lines: readonly PricingLine[];
  /** EGP off the subtotal (the promo's discount); clamped to the subtotal. */
  discountAmount?: number;
  taxes: readonly PricingTaxRate[];
  shipping: ShippingSettingsLike;
  /** The shipping city; null while none is chosen (the checkout then shows no shipping and counts none). */
  city: string | null;
  /** The shop's `pricesIncludeTax`: shelf prices already hold the taxes, which are taken out, not added. */
  pricesIncludeTax?: boolean;
}

export interface PricedTax {
  taxName: string;
  taxNameAr?: string;
  value: number;
  amount: number;
}

/** EGP figures with 2 decimals, ready to store or show. */
export interface OrderPricing {
  lineTotals: number[];
  subtotal: number;
  discountAmount: number;
  discountedSubtotal: number;
  taxes: PricedTax[];
  shippingCost: number;
  totalAmount: number;
  /** True when the taxes are inside the (discounted) subtotal ('includes VAT X EGP'), not added to it. */
  taxesIncluded: boolean;
}

/**
 * subtotal = Σ unit price × quantity; discounted subtotal = subtotal − discount; each tax = round(discounted
 * subtotal × rate / 100) on its own; shipping = the city's rate, else the default, or 0 when the shop's
 * free-shipping rule covers the city and the discounted subtotal reaches its threshold; total = discounted
 * subtotal + taxes + shipping.
 * With `pricesIncludeTax` the shelf prices hold the taxes: each tax is the part of the discounted subtotal it
 * makes up (includedTaxesPiastres) and total = discounted subtotal + shipping, what the shelf promised.
 */
export function priceOrder(input: OrderPricingInput): OrderPricing {
  const lineTotals = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Not a quantity: ${line.quantity}`);
    }
    return toPiastres(line.unitPrice) * line.quantity;
  });
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const discount = Math.min(toPiastres(input.discountAmount ?? 0), subtotal);
  const discountedSubtotal = subtotal - discount;
  const included = input.pricesIncludeTax === true;
  const amounts = included
    ? includedTaxesPiastres(
        discountedSubtotal,
        input.taxes.map((tax) => tax.value),
      )
    : input.taxes.map((tax) => percentOfPiastres(discountedSubtotal, tax.value));
  const taxes = input.taxes.map((tax, i) => ({ ...tax, amount: amounts[i]! }));
  const shipping = input.city === null ? 0 : shippingPiastres(input.city, discountedSubtotal, input.shipping);
  const added = included ? 0 : taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const total = discountedSubtotal + added + shipping;
  return {
    lineTotals: lineTotals.map(fromPiastres),
    subtotal: fromPiastres(subtotal),
    discountAmount: fromPiastres(discount),
    discountedSubtotal: fromPiastres(discountedSubtotal),
    taxes: taxes.map((tax) => ({
      taxName: tax.taxName,
      ...(tax.taxNameAr ? { taxNameAr: tax.taxNameAr } : {}),
      value: tax.value,
      amount: fromPiastres(tax.amount),
    })),
    shippingCost: fromPiastres(shipping),
    totalAmount: fromPiastres(total),
    taxesIncluded: included,
  };
}
