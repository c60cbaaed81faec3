/*
 * Taxes taken out of a shelf price that already holds them (the shop's `pricesIncludeTax`, issue 31 item 3),
 * so the order total is exactly what the shelf promised. Pure, integer piastres, one rounding per tax.
 */

import { divideHalfUp, percentHundredths, WHOLE_PERCENT_HUNDREDTHS } from './money';

/**
 * The taxes inside a tax-inclusive amount, in piastres: tax i = gross × rate i / (100 + Σ rates), each rounded
 * half up once. The net is whatever remains (gross − Σ taxes), so net + taxes is the gross to the piastre and
 * nothing drifts however many lines or taxes there are. BigInt keeps the products exact for any amount.
 */
export function includedTaxesPiastres(grossPiastres: number, percents: readonly number[]): number[] {
  if (!Number.isSafeInteger(grossPiastres) || grossPiastres < 0) {
    throw new RangeError(`Not an amount in piastres: ${grossPiastres}`);
  }
  const rates = percents.map(percentHundredths);
  const divisor = WHOLE_PERCENT_HUNDREDTHS + rates.reduce((sum, rate) => sum + rate, 0n);
  const gross = BigInt(grossPiastres);
  return rates.map((rate) => Number(divideHalfUp(gross * rate, divisor)));
}
