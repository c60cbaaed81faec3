/*
 * Taxes taken out of a shelf price that already holds them (the shop's `pricesIncludeTax`, issue 31 item 3),
 * so the order total is exactly what the shelf promised. Pure, integer piastres, one rounding per tax.
 */

const HUNDREDTHS_PER_UNIT = 10_000n; // 100 % in hundredths of a percent, as percentOfPiastres counts rates

/** A percent in hundredths of a percent (14.25 -> 1425), as a BigInt for exact products. */
function hundredths(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(Math.round(Number((percent * 100).toFixed(6))));
}

/**
 * The taxes inside a tax-inclusive amount, in piastres: tax i = gross × rate i / (100 + Σ rates), each rounded
 * half up once. The net is whatever remains (gross − Σ taxes), so net + taxes is the gross to the piastre and
 * nothing drifts however many lines or taxes there are. BigInt keeps the products exact for any amount.
 */
export function includedTaxesPiastres(grossPiastres: number, percents: readonly number[]): number[] {
  if (!Number.isSafeInteger(grossPiastres) || grossPiastres < 0) {
    throw new RangeError(`Not an amount in piastres: ${grossPiastres}`);
  }
  const rates = percents.map(hundredths);
  const divisor = HUNDREDTHS_PER_UNIT + rates.reduce((sum, rate) => sum + rate, 0n);
  const gross = BigInt(grossPiastres);
  return rates.map((rate) => Number((2n * gross * rate + divisor) / (2n * divisor)));
}
