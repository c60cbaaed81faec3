import { formatEGP } from '@shop/contracts/money-format';
import { freeShippingCovers, freeShippingShortfall, type ShippingSettingsLike } from '@shop/contracts/pricing';

/** 'Cairo and Giza', 'Cairo, Giza and Banha'. */
export function cityList(cities: readonly string[]): string {
  if (cities.length <= 1) return cities.join('');
  return `${cities.slice(0, -1).join(', ')} and ${cities[cities.length - 1]}`;
}

/**
 * The line that tells a shopper where they stand with the shop's free-shipping rule (issue 31): 'Add 102.01 EGP
 * for free shipping', or 'Free shipping' once reached. Before a city is chosen (the cart), the cities the rule
 * covers are named when it does not cover them all; a chosen city the rule does not cover gets no line.
 * `discountedSubtotal` is what the rule compares: the subtotal after the promo, before taxes.
 */
export function freeShippingNote(
  discountedSubtotal: number,
  city: string | null,
  settings: ShippingSettingsLike,
): string | null {
  if ((settings.freeShippingThreshold ?? 0) <= 0) return null;
  if (city !== null && !freeShippingCovers(city, settings)) return null;
  const cities = settings.freeShippingCities ?? [];
  const where = city === null && cities.length > 0 ? ` to ${cityList(cities)}` : '';
  const shortfall = freeShippingShortfall(discountedSubtotal, city, settings);
  return shortfall === null ? `Free shipping${where}` : `Add ${formatEGP(shortfall)} for free shipping${where}`;
}
