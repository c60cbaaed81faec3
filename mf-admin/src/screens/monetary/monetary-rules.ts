import type { TaxShipping, TaxShippingInput } from '@shop/contracts';
import { SHIPPING_CITIES } from '../../constants';

export interface TaxRow {
  key: number;
  taxName: string;
  /** The Arabic name (decision 025), '' for none: Arabic pages and e-mails then show the English one. */
  taxNameAr: string;
  value: string;
}

/** Fastest and slowest delivery in working days, as typed. */
export interface DaysText {
  min: string;
  max: string;
}

export interface RateRow extends DaysText {
  city: string;
  value: string;
}

export interface MonetaryForm {
  defaultShippingValue: string;
  /** One rate per city: the 21 cities of the spec, then any other city already stored. */
  rates: RateRow[];
  /** Working days a city without its own time takes ('' and '': no dates promised). */
  defaultDays: DaysText;
  taxes: TaxRow[];
  /** EGP as typed; empty saves 0, which turns free shipping off. */
  freeShippingThreshold: string;
  /** The cities that ship free over the threshold; none ticked means every city. */
  freeShippingCities: string[];
  /** Shelf prices include the taxes (taken out of them, not added at checkout). */
  pricesIncludeTax: boolean;
}

let nextKey = 1;
export const taxRow = (taxName: string, value: string, taxNameAr = ''): TaxRow => ({
  key: nextKey++,
  taxName,
  taxNameAr,
  value,
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const sameCity = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

export function toMonetaryForm(settings: TaxShipping | null): MonetaryForm {
  const stored = settings?.shippingRates ?? [];
  const known = SHIPPING_CITIES.map((city) => {
    const rate = stored.find((candidate) => sameCity(candidate.city, city));
    return { city, value: text(rate?.value), ...daysText(rate?.deliveryDays) };
  });
  const others = stored
    .filter((rate) => !SHIPPING_CITIES.some((city) => sameCity(city, rate.city)))
    .map((rate) => ({ city: rate.city, value: text(rate.value), ...daysText(rate.deliveryDays) }));
  return {
    defaultShippingValue: text(settings?.defaultShippingValue),
    rates: [...known, ...others],
    defaultDays: daysText(settings?.defaultDeliveryDays),
    taxes: (settings?.taxes ?? []).map((tax) => taxRow(tax.taxName, text(tax.value), tax.taxNameAr ?? '')),
    freeShippingThreshold: settings?.freeShippingThreshold ? String(settings.freeShippingThreshold) : '',
    pricesIncludeTax: settings?.pricesIncludeTax ?? false,
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
    shippingRates: form.rates.map((rate) => {
      const deliveryDays = toDeliveryDays(rate);
      return { city: rate.city, value: numberOrZero(rate.value), ...(deliveryDays ? { deliveryDays } : {}) };
    }),
    taxes: form.taxes.map((tax) => {
      const taxNameAr = tax.taxNameAr.trim();
      return { taxName: tax.taxName.trim(), ...(taxNameAr ? { taxNameAr } : {}), value: numberOrZero(tax.value) };
    }),
    freeShippingThreshold: numberOrZero(form.freeShippingThreshold),
    freeShippingCities: form.freeShippingCities,
    pricesIncludeTax: form.pricesIncludeTax,
    ...(toDeliveryDays(form.defaultDays) ? { defaultDeliveryDays: toDeliveryDays(form.defaultDays) } : {}),
  };
}

function daysText(days: { min: number; max: number } | undefined): DaysText {
  return { min: text(days?.min), max: text(days?.max) };
}

/**
 * The delivery time to save: both ends empty means none (no dates promised); one end given stands for both.
 * The server refuses a fastest slower than the slowest with its own message.
 */
export function toDeliveryDays(days: DaysText): { min: number; max: number } | undefined {
  const min = days.min.trim();
  const max = days.max.trim();
  if (min === '' && max === '') return undefined;
  return { min: numberOrZero(min === '' ? max : min), max: numberOrZero(max === '' ? min : max) };
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
