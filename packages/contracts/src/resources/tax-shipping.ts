import { z } from 'zod';
import {
  NAME_MAX,
  arabicText,
  isoDateTime,
  money,
  nonEmptyString,
  objectId,
  percent,
  price,
} from '../common';
import { emptyAsZero } from '../form-text';

export const SHIPPING_RATES_MAX = 100;
export const TAXES_MAX = 20;

export const DELIVERY_DAYS_MAX = 30;

/** Working days (Fridays not counted) from the order to the door: { min: 1, max: 2 }. */
export const DeliveryDays = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });
export type DeliveryDays = z.infer<typeof DeliveryDays>;

const dayCount = z.number().int('Delivery days must be whole days').min(0).max(DELIVERY_DAYS_MAX);
/** What the Monetary screen saves: the fastest and the slowest delivery, fastest first. */
export const DeliveryDaysInput = z
  .strictObject({ min: dayCount, max: dayCount })
  .refine((days) => days.min <= days.max, 'The fastest delivery cannot take longer than the slowest');

/** `deliveryDays` is absent on rates saved before it existed: the default delivery time applies. */
export const ShippingRate = z.object({
  _id: objectId.optional(),
  city: z.string(),
  value: money,
  deliveryDays: DeliveryDays.optional(),
});
export type ShippingRate = z.infer<typeof ShippingRate>;

/**
 * `value` is a percent: 14 means 14% of the discounted subtotal. `taxNameAr` is the name Arabic pages and e-mails
 * show (decision 025's twin); absent on taxes saved without one, which read in English everywhere.
 */
export const Tax = z.object({
  _id: objectId.optional(),
  taxName: z.string(),
  taxNameAr: z.string().optional(),
  value: z.number().min(0).max(100),
});
export type Tax = z.infer<typeof Tax>;

export const TaxShipping = z.object({
  _id: objectId,
  defaultShippingValue: money,
  shippingRates: z.array(ShippingRate),
  taxes: z.array(Tax),
  /** EGP; 0 means no free shipping (the specs' formula). Absent on records saved before it existed. */
  freeShippingThreshold: money.optional(),
  /** The cities the threshold applies to; empty means every city. */
  freeShippingCities: z.array(z.string()).optional(),
  /** The delivery time of a city without its own rate or without a time on it. */
  defaultDeliveryDays: DeliveryDays.optional(),
  /** Shelf prices include the taxes (taken out, not added); absent or false: the specs' added taxes. */
  pricesIncludeTax: z.boolean().optional(),
  createdAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
export type TaxShipping = z.infer<typeof TaxShipping>;

/* The admin UI echoes the `_id` of rows it loaded, so they are accepted (and ignored) on write. */
export const ShippingRateInput = z.strictObject({
  _id: objectId.optional(),
  city: nonEmptyString(NAME_MAX),
  value: emptyAsZero(price),
  deliveryDays: DeliveryDaysInput.optional(),
});
export const TaxInput = z.strictObject({
  _id: objectId.optional(),
  taxName: nonEmptyString(NAME_MAX),
  /** Optional, the English name's limit; '' (or leaving it out) saves none. */
  taxNameAr: arabicText(NAME_MAX),
  value: emptyAsZero(percent),
});

const sameCity = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** POST /taxShipping and PUT /taxShipping/{id}. One rate per city, or "the city's rate" is ambiguous. */
export const TaxShippingBody = z.strictObject({
  defaultShippingValue: emptyAsZero(price),
  shippingRates: z
    .array(ShippingRateInput)
    .max(SHIPPING_RATES_MAX)
    .refine(
      (rates) => rates.every((r, i) => rates.findIndex((o) => sameCity(o.city, r.city)) === i),
      'Each city may have only one shipping rate',
    )
    .default([]),
  taxes: z.array(TaxInput).max(TAXES_MAX).default([]),
  /** An order whose discounted subtotal reaches it ships free; an empty field saves 0, which is off. */
  freeShippingThreshold: emptyAsZero(price).default(0),
  freeShippingCities: z
    .array(nonEmptyString(NAME_MAX))
    .max(SHIPPING_RATES_MAX)
    .refine(
      (cities) => cities.every((c, i) => cities.findIndex((o) => sameCity(o, c)) === i),
      'Each city may be listed only once for free shipping',
    )
    .default([]),
  defaultDeliveryDays: DeliveryDaysInput.optional(),
  /** Off unless the screen sends it on, like the free-shipping rule: a whole-record save states it. */
  pricesIncludeTax: z.boolean().default(false),
});
export type TaxShippingBody = z.infer<typeof TaxShippingBody>;
export type TaxShippingInput = z.input<typeof TaxShippingBody>;
export const CreateTaxShippingBody = TaxShippingBody;
export type CreateTaxShippingBody = TaxShippingBody;
export const UpdateTaxShippingBody = TaxShippingBody;
export type UpdateTaxShippingBody = TaxShippingBody;

/** GET /taxShipping: a bare list whose first record is used. */
export const TaxShippingListResponse = z.array(TaxShipping);
export type TaxShippingListResponse = z.infer<typeof TaxShippingListResponse>;

export const TaxShippingResponse = z.object({ data: TaxShipping });
export type TaxShippingResponse = z.infer<typeof TaxShippingResponse>;
