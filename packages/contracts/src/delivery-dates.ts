/*
 * Expected delivery dates (issue 31). Each shipping rate says how many working days its couriers take
 * ({ min, max }); couriers in Egypt do not deliver on Fridays, so Fridays are skipped when counting. Days are
 * Cairo's calendar days, written YYYY-MM-DD. Pure and zod-free: the checkout imports it by path
 * (@shop/contracts/delivery-dates), the order service stores what it computes, the e-mail repeats it.
 */
import { sameCity, type ShippingRateLike } from './pricing';

export interface DeliveryDaysLike {
  min: number;
  max: number;
}

export interface DeliverySettingsLike {
  shippingRates: ReadonlyArray<ShippingRateLike & { deliveryDays?: DeliveryDaysLike }>;
  /** The delivery time of a city without its own rate ('Other city'). */
  defaultDeliveryDays?: DeliveryDaysLike;
}

/** First and last expected day of delivery, YYYY-MM-DD in Cairo. */
export interface DeliveryWindow {
  from: string;
  to: string;
}

const FRIDAY = 5;
const DAY_MS = 86_400_000;
const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', dateStyle: 'short' });

/** The city's delivery time: its rate's, else the default; undefined when the shop has not said. */
export function deliveryDaysFor(city: string, settings: DeliverySettingsLike): DeliveryDaysLike | undefined {
  const rate = settings.shippingRates.find((candidate) => sameCity(candidate.city, city));
  return rate ? (rate.deliveryDays ?? settings.defaultDeliveryDays) : settings.defaultDeliveryDays;
}

/** The day `workingDays` days after `start` (YYYY-MM-DD), counting no Friday; a Friday result moves on too. */
function addWorkingDays(start: string, workingDays: number): string {
  let day = Date.parse(`${start}T00:00:00Z`);
  let left = workingDays;
  while (left > 0 || new Date(day).getUTCDay() === FRIDAY) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== FRIDAY) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** When an order placed at `placedAt` is expected, in Cairo's calendar, skipping Fridays. */
export function deliveryWindow(placedAt: Date, days: DeliveryDaysLike): DeliveryWindow {
  const today = cairoDay.format(placedAt); // en-CA writes YYYY-MM-DD
  return { from: addWorkingDays(today, days.min), to: addWorkingDays(today, days.max) };
}

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** 'Thu 26 Nov – Sat 28 Nov', or one day when both ends are the same. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = shortDay.format(new Date(`${window.from}T00:00:00Z`));
  const to = shortDay.format(new Date(`${window.to}T00:00:00Z`));
  return from === to ? from : `${from} – ${to}`;
}
