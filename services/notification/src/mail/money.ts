import { toPiastres } from '@shop/contracts';

/*
 * Amounts arrive as EGP numbers with at most 2 decimals (the events' `money`). Sums and line totals are taken in
 * integer piastres and only printed as EGP, so 0.1 + 0.2 never shows as 0.30000000000000004.
 */

/** Piastres -> '1588.94 EGP', the way the storefront and checkout print prices. */
export function formatPiastres(piastres: number): string {
  if (!Number.isSafeInteger(piastres)) throw new RangeError(`Not a whole number of piastres: ${piastres}`);
  const sign = piastres < 0 ? '-' : '';
  const absolute = Math.abs(piastres);
  const pounds = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${pounds}.${rest} EGP`;
}

/** An event's EGP amount -> '349.00 EGP'. */
export function formatEGP(amount: number): string {
  return formatPiastres(toPiastres(amount));
}

/** A line's total: the unit price in piastres times the quantity, printed. */
export function formatLineTotal(unitPrice: number, quantity: number): string {
  return formatPiastres(toPiastres(unitPrice) * quantity);
}
