import type { ProductOption } from '@shop/contracts';

/** One ordered line of a product: how many units, and one choice per option and bundle item. */
export interface OrderedLine {
  quantity: number;
  selectedOptions: Array<{ name: string; value: string }>;
}

export function optionKey(name: string, label: string): string {
  return `${name}\u0000${label}`;
}

/**
 * Units asked of each option value over all lines: every choice of a bundle item counts once per
 * unit ordered, so 2 bundles of 3 with Ruby picked twice ask 4 Ruby.
 */
export function demandByOptionValue(lines: OrderedLine[]): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of lines) {
    for (const choice of line.selectedOptions) {
      const key = optionKey(choice.name, choice.value);
      demand.set(key, (demand.get(key) ?? 0) + line.quantity);
    }
  }
  return demand;
}

export function findOptionValue(options: ProductOption[], name: string, label: string) {
  return options.find((option) => option.name === name)?.values.find((value) => value.label === label);
}

/** Nothing can be bought when some option has no value left in stock. */
export function isSoldOut(options: ProductOption[]): boolean {
  return options.some(
    (option) => option.values.length > 0 && option.values.every((value) => value.stock === 0),
  );
}
