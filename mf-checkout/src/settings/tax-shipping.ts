import type { PricingTaxRate, ShippingRate, TaxShippingListResponse } from '@shop/contracts';
import { apiFetch, type ApiInit } from '@shop/ui-kit';

/** What the screens price with: the first tax and shipping record (storefront spec §7). */
export interface PricingSettings {
  taxes: PricingTaxRate[];
  shippingRates: ShippingRate[];
  defaultShippingValue: number;
  /** EGP, 0 = no free shipping. */
  freeShippingThreshold: number;
  /** Empty = every city. */
  freeShippingCities: string[];
  /** What a city without its own delivery time takes; absent: no dates are promised for it. */
  defaultDeliveryDays?: { min: number; max: number };
  /** Shelf prices hold the taxes: they are shown as 'includes VAT X EGP', not added. */
  pricesIncludeTax: boolean;
}

/** With no record yet the order service charges no taxes and no shipping; the screens say the same. */
export const NO_SETTINGS: PricingSettings = {
  taxes: [],
  shippingRates: [],
  defaultShippingValue: 0,
  freeShippingThreshold: 0,
  freeShippingCities: [],
  pricesIncludeTax: false,
};

export function firstRecord(list: TaxShippingListResponse | undefined): PricingSettings {
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!first) return NO_SETTINGS;
  return {
    // the Arabic name rides along for Arabic pages (decision 025); the pricing ignores it
    taxes: first.taxes.map(({ taxName, taxNameAr, value }) => ({
      taxName,
      ...(taxNameAr ? { taxNameAr } : {}),
      value,
    })),
    shippingRates: first.shippingRates,
    defaultShippingValue: first.defaultShippingValue,
    freeShippingThreshold: first.freeShippingThreshold ?? 0,
    freeShippingCities: first.freeShippingCities ?? [],
    pricesIncludeTax: first.pricesIncludeTax ?? false,
    ...(first.defaultDeliveryDays ? { defaultDeliveryDays: first.defaultDeliveryDays } : {}),
  };
}

export async function fetchPricingSettings(fetchImpl?: ApiInit['fetchImpl']): Promise<PricingSettings> {
  return firstRecord(await apiFetch<TaxShippingListResponse>('/taxShipping', { fetchImpl }));
}

let shared: Promise<PricingSettings> | undefined;

/**
 * The drawer and the full cart only preview the taxes: they share one answer per page load. The checkout
 * asks with `fresh` (it prices the order) and its answer becomes the shared one. A failure is not kept.
 */
export function loadPricingSettings({ fresh = false } = {}): Promise<PricingSettings> {
  if (fresh || !shared) {
    const request = fetchPricingSettings();
    shared = request;
    request.catch(() => {
      if (shared === request) shared = undefined;
    });
  }
  return shared;
}
