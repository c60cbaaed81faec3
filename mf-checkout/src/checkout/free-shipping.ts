import { freeShippingCovers, freeShippingShortfall, type ShippingSettingsLike } from '@shop/contracts/pricing';
import { cityName } from '@shop/contracts/shipping-cities';
import type { LanguageCode } from '@shop/contracts/constants';
import type { Translate } from '@shop/app-context';

/** 'Cairo and Giza', 'Cairo, Giza and Banha' (Intl.ListFormat in the page's language, no serial comma in English). */
export function cityList(cities: readonly string[], locale = 'en'): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(cities).replace(/, and /, ' and ');
}

/**
 * The line that tells a shopper where they stand with the shop's free-shipping rule (issue 31): 'Add 102.01 EGP
 * for free shipping', or 'Free shipping' once reached. Before a city is chosen (the cart), the cities the rule
 * covers are named (in Arabic on Arabic pages) when it does not cover them all; a chosen city the rule does not
 * cover gets no line.
 * `discountedSubtotal` is what the rule compares: the subtotal after the promo, before taxes.
 */
export function freeShippingNote(
  discountedSubtotal: number,
  city: string | null,
  settings: ShippingSettingsLike,
  words: { t: Translate; price: (amount: number) => string; locale: string; language: LanguageCode },
): string | null {
  if ((settings.freeShippingThreshold ?? 0) <= 0) return null;
  if (city !== null && !freeShippingCovers(city, settings)) return null;
  const cities = settings.freeShippingCities ?? [];
  const { t, price, locale, language } = words;
  const named = cities.map((name) => cityName(name, language));
  const where = city === null && cities.length > 0 ? t('shipping.toCities', { cities: cityList(named, locale) }) : '';
  const shortfall = freeShippingShortfall(discountedSubtotal, city, settings);
  return shortfall === null ? t('shipping.freeReached', { where }) : t('shipping.addForFree', { amount: price(shortfall), where });
}
