import type { ProductOption } from '@shop/contracts';
import { demandByOptionValue, isSoldOut, optionKey, type OrderedLine } from './option-demand';

export interface StockDecrement {
  options: ProductOption[];
  changed: boolean;
  /** The product can no longer be bought: some option ran out. */
  soldOut: boolean;
  /** Values that were asked more than was left (the order was quoted earlier): they stop at zero. */
  oversold: string[];
}

/** New option values after an order, never below zero; choices the product does not have are ignored. */
export function decrementStock(options: ProductOption[], lines: OrderedLine[]): StockDecrement {
  const demand = demandByOptionValue(lines);
  const oversold: string[] = [];
  let changed = false;
  const next = options.map((option) => ({
    ...option,
    values: option.values.map((value) => {
      const asked = demand.get(optionKey(option.name, value.label)) ?? 0;
      if (asked === 0) return value;
      if (asked > value.stock) oversold.push(`${option.name}: ${value.label}`);
      const stock = Math.max(0, value.stock - asked);
      if (stock !== value.stock) changed = true;
      return { ...value, stock };
    }),
  })) as ProductOption[];
  return { options: next, changed, soldOut: isSoldOut(next), oversold };
}
