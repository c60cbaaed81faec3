import { deliveryDaysFor, deliveryWindow } from '@shop/contracts/delivery-dates';
import type { PricingSettings } from '../settings/tax-shipping';
import { formatDeliveryWindowIn, type FormatLanguage } from '@shop/ui-kit';

/**
 * 'Sat 28 Nov – Sun 29 Nov': when an order placed now to `city` is expected (Fridays skipped), from the shop's
 * delivery time for it; null while no city is chosen or when the shop promises no time for it.
 */
export function deliveryEstimate(city: string | null, settings: PricingSettings, language: FormatLanguage = 'en', now = new Date()): string | null {
  if (city === null) return null;
  const days = deliveryDaysFor(city, settings);
  return days ? formatDeliveryWindowIn(deliveryWindow(now, days), language) : null;
}
