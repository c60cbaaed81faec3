/*
 * The service checks ranges with the contracts' SalesQuery; the screen checks the same rules with the contracts'
 * zod-free parts, so zod (about 90 KB gzipped) stays out of the back office.
 */
import { daysInRange, isCalendarDate } from '@shop/contracts/calendar-days';
import { ANALYTICS_RANGE_DAYS_MAX as RANGE_DAYS_MAX } from '@shop/contracts/constants';

export { RANGE_DAYS_MAX };

const DAY_MS = 86_400_000;

/** The shop's calendar: the service counts orders on Cairo days, so "today" is Cairo's today. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

export type Preset = 'today' | '7d' | '30d' | '90d' | 'custom';

export const PRESETS: ReadonlyArray<{ id: Preset; label: string; days: number }> = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
];

export interface DateRange {
  from: string;
  to: string;
}

export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `days` days ending today, today included: "7 days" is today and the six before it. */
export function presetRange(days: number, now: Date = new Date()): DateRange {
  const to = shopToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** What is wrong with a custom range, in the admin's words; null when it can be asked for. */
export function customRangeProblem(range: DateRange): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'Pick both dates.';
  if (range.from > range.to) return 'The start date must be on or before the end date.';
  if (daysInRange(range.from, range.to) > RANGE_DAYS_MAX) return `Pick at most ${RANGE_DAYS_MAX} days.`;
  return null;
}

/** '2026-03-05' → '5 Mar' on the chart's axis (the year is in the range heading). */
export function shortDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Whole numbers with thousands separators: 1234 → '1,234'. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
