/**
 * Savings percent = round((oldPrice - price) / oldPrice x 100), shown only when oldPrice is above 0
 * (storefront spec §9). null means "show no badge".
 */
export function savingsPercent(price: number, oldPrice: number): number | null {
  if (!(oldPrice > 0)) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}
