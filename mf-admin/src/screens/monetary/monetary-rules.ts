import type { TaxShipping, TaxShippingInput } from '@shop/contracts';
import { SHIPPING_CITIES } from '../../constants';

export interface TaxRow {
  key: number;
  taxName: string;
  value: string;
}

export interface MonetaryForm {
  defaultShippingValue: string;
  /** One rate per city: the 21 cities of the spec, then any other city already stored. */
  rates: Array<{ city: string; value: string }>;
  taxes: TaxRow[];
  /** EGP as typed; empty saves 0, which turns free shipping off. */
  freeShippingThreshold: string;
  /** The cities that ship free over the threshold; none ticked means every city. */
  freeShippingCities: string[];
}

let nextKey = 1;
export const taxRow = (taxName: string, value: string): TaxRow => ({ key: nextKey++, taxName, value });

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const sameCity = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

export function toMonetaryForm(settings: TaxShipping | null): MonetaryForm {
  const stored = settings?.shippingRates ?? [];
  const known = SHIPPING_CITIES.map((city) => ({
    city,
    value: text(stored.find((rate) => sameCity(rate.city, city))?.value),
  }));
  const others = stored
    .filter((rate) => !SHIPPING_CITIES.some((city) => sameCity(city, rate.city)))
    .map((rate) => ({ city: rate.city, value: text(rate.value) }));
  return {
    defaultShippingValue: text(settings?.defaultShippingValue),
    rates: [...known, ...others],
    taxes: (settings?.taxes ?? []).map((tax) => taxRow(tax.taxName, text(tax.value))),
    freeShippingThreshold: settings?.freeShippingThreshold ? String(settings.freeShippingThreshold) : '',
    // spelled as the rate list spells them, so each ticks its own box
    freeShippingCities: (settings?.freeShippingCities ?? []).map(
      (city) => [...SHIPPING_CITIES, ...others.map((rate) => rate.city)].find((known) => sameCity(known, city)) ?? city,
    ),
  };
}

/** Admin spec §5: an empty number is saved as 0. */
export function numberOrZero(value: string): number {
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  return trimmed === '' || !Number.isFinite(parsed) ? 0 : parsed;
}

export function toSettingsBody(form: MonetaryForm): TaxShippingInput {
  return {
    defaultShippingValue: numberOrZero(form.defaultShippingValue),
    shippingRates: form.rates.map((rate) => ({ city: rate.city, value: numberOrZero(rate.value) })),
    taxes: form.taxes.map((tax) => ({ taxName: tax.taxName.trim(), value: numberOrZero(tax.value) })),
    freeShippingThreshold: numberOrZero(form.freeShippingThreshold),
    freeShippingCities: form.freeShippingCities,
  };
}

/** Ticks or unticks one city of the free-shipping rule. */
export function toggleFreeShippingCity(form: MonetaryForm, city: string, on: boolean): MonetaryForm {
  const others = form.freeShippingCities.filter((known) => !sameCity(known, city));
  return { ...form, freeShippingCities: on ? [...others, city] : others };
}

/** A new tax is added only when both its name and its value are given. */
export function canAddTax(name: string, value: string): boolean {
  return name.trim() !== '' && value.trim() !== '';
}
