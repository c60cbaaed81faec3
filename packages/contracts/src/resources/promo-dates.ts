import { z } from 'zod';

/*
 * Promo validity is whole UTC days: the admin picks calendar dates, the start counts from
 * 00:00:00 UTC and the expiration lasts until 23:59:59 UTC (admin spec §5). Both helpers take the
 * UTC calendar day of what they are given, so a value already converted by the UI stays the same.
 */

/** 'YYYY-MM-DD' or a full ISO date-time (Z or offset). */
export const promoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be an ISO date (YYYY-MM-DD) or date-time',
});

function utcDay(dateString: string): { y: number; m: number; d: number } {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateString)
    ? new Date(`${dateString}T00:00:00.000Z`)
    : new Date(dateString);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${dateString}`);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() };
}

export function startOfDayUtc(dateString: string): Date {
  const { y, m, d } = utcDay(dateString);
  return new Date(Date.UTC(y, m, d, 0, 0, 0, 0));
}

/** 23:59:59.000Z exactly, as the spec words it (not .999). */
export function endOfDayUtc(dateString: string): Date {
  const { y, m, d } = utcDay(dateString);
  return new Date(Date.UTC(y, m, d, 23, 59, 59, 0));
}
