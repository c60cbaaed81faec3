/**
 * Prices are shown with 2 decimals and the currency after the amount: 349 -> '349.00 EGP'.
 * The storefront, the admin and the e-mails print them alike, from this one place.
 */
export function formatEGP(amount: number): string {
  return `${toFixed2(amount)} EGP`;
}

/** The admin's order cards put the currency first: 'EGP 349.00'. */
export function formatEGPPrefix(amount: number): string {
  return `EGP ${toFixed2(amount)}`;
}

function toFixed2(amount: number): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  // Shifting by exponent text rounds half-piastres up exactly: 1.005 * 100 is 100.49999..., '1.005e2' is 100.5.
  const shifted = String(safe).includes('e') ? safe * 100 : Number(`${safe}e2`);
  return (Math.round(shifted) / 100).toFixed(2);
}
