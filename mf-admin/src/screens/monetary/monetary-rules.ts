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
  };
}

/** A new tax is added only when both its name and its value are given. */
export function canAddTax(name: string, value: string): boolean {
  return name.trim() !== '' && value.trim() !== '';
}
