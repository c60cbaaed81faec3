import type { ProductOption, ProductOptionsInput, StockChange } from '@shop/contracts';
import { findOptionValue } from './option-demand';

/**
 * The admin's options as they are to be stored. A value sent with the stock the form was loaded with
 * (`baseStock`) gets the admin's change applied to its stock as it is now, so units that orders took or gave
 * back while the form was open are not lost; a value without it, or a new one, gets the stock as sent.
 */
export function mergeAdminStock(current: ProductOption[], input: ProductOptionsInput): ProductOption[] {
  return input.map((option) => ({
    ...option,
    values: option.values.map(({ baseStock, ...value }) => {
      const now = findOptionValue(current, option.name, value.label)?.stock;
      if (baseStock === undefined || now === undefined) return value;
      return { ...value, stock: Math.max(0, now + (value.stock - baseStock)) };
    }),
  })) as ProductOption[];
}

/** How every value's stock moved from one set of options to the next (a new value moves from 0). */
export function stockChanges(before: ProductOption[], after: ProductOption[]): StockChange[] {
  const changes: StockChange[] = [];
  for (const option of after) {
    for (const value of option.values) {
      const delta = value.stock - (findOptionValue(before, option.name, value.label)?.stock ?? 0);
      if (delta !== 0) changes.push({ option: option.name, value: value.label, delta, stock: value.stock });
    }
  }
  return changes;
}
