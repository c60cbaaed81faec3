/*
 * The shop's one money module (issue 34): every side — services, checkout, admin, storefront, e-mails — turns
 * EGP into integer piastres, takes percentages and prints amounts through these functions, so they all arrive
 * at the same piastre. One rounding rule: half up (toward +∞), applied once, on exact integers.
 * Pure: no I/O, no dates, no randomness.
 */

export const PIASTRES_PER_EGP = 100;

/** The one rounding rule: numerator / denominator rounded half up, exact for any size (BigInt). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError(`Not a divisor: ${denominator}`);
  const doubled = 2n * numerator + denominator;
  const twice = 2n * denominator;
  // BigInt division truncates toward zero; floor it so negative numerators round half up as well.
  const quotient = doubled / twice;
  return doubled % twice < 0n ? quotient - 1n : quotient;
}

/** A decimal with at most 2 places (EGP, or a percent) as a whole count of hundredths; binary noise absorbed. */
function hundredths(value: number): number {
  return Math.round(Number((value * 100).toFixed(6)));
}

/** EGP -> piastres. More than 2 decimals are rounded half up (binary noise such as 1.15 * 100 is absorbed). */
export function toPiastres(egp: number): number {
  if (!Number.isFinite(egp) || egp < 0) throw new RangeError(`Not an amount of money: ${egp}`);
  return hundredths(egp);
}

/** Piastres -> EGP with 2 decimals (the nearest double, so 1999 becomes 19.99). */
export function fromPiastres(piastres: number): number {
  if (!Number.isSafeInteger(piastres)) throw new RangeError(`Not a whole number of piastres: ${piastres}`);
  return piastres / PIASTRES_PER_EGP;
}

/** A percent in hundredths of a percent (14.25 -> 1425n): rates count to 2 decimals. */
export function percentHundredths(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(hundredths(percent));
}

/** 100 % in hundredths of a percent. */
export const WHOLE_PERCENT_HUNDREDTHS = 10_000n;

/** `percent`% of an amount in piastres, rounded half up to the piastre. The percent counts to 2 decimals. */
export function percentOfPiastres(piastres: number, percent: number): number {
  if (!Number.isSafeInteger(piastres) || piastres < 0)
    throw new RangeError(`Not an amount in piastres: ${piastres}`);
  return Number(divideHalfUp(BigInt(piastres) * percentHundredths(percent), WHOLE_PERCENT_HUNDREDTHS));
}

/**
 * The share saved off an old price, in whole percent rounded half up (storefront spec §9's savings badge):
 * null, "show no badge", unless the old price is above 0.
 */
export function savingsPercent(price: number, oldPrice: number): number | null {
  if (!(oldPrice > 0) || !Number.isFinite(oldPrice) || !Number.isFinite(price) || price < 0) return null;
  const old = toPiastres(oldPrice);
  if (old === 0) return null;
  return Number(divideHalfUp(BigInt(old - toPiastres(price)) * 100n, BigInt(old)));
}

/** An amount as text with 2 decimals, rounded half up to the piastre; not a number prints as 0. */
function twoDecimals(amount: number): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const magnitude = hundredths(Math.abs(safe));
  const text = `${Math.floor(magnitude / PIASTRES_PER_EGP)}.${String(magnitude % PIASTRES_PER_EGP).padStart(2, '0')}`;
  return safe < 0 && magnitude > 0 ? `-${text}` : text;
}

/**
 * Prices are shown with 2 decimals and the currency after the amount: 349 -> '349.00 EGP'.
 * The storefront, the admin and the e-mails print them alike, from this one place.
 */
export function formatEGP(amount: number): string {
  return `${twoDecimals(amount)} EGP`;
}

/** The admin's order cards put the currency first: 'EGP 349.00'. */
export function formatEGPPrefix(amount: number): string {
  return `EGP ${twoDecimals(amount)}`;
}
