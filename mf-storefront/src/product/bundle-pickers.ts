import type { Product, ProductOption, SelectedOptionInput } from '@shop/contracts';

/*
 * Storefront spec §2 (Product detail, option pickers): one picker per item in the bundle (bundleCount,
 * otherwise 1) for each option, each defaulting to its first value. Adding to cart sends the Color and Size
 * chosen for every bundle item, item by item.
 */

export interface Picker {
  /** Unique per picker: `${item}:${option name}`. */
  key: string;
  /** 0-based bundle item. */
  item: number;
  option: ProductOption;
  /** "Color", or "Color (Item 2)" in a bundle. */
  label: string;
}

export function itemCount(product: Pick<Product, 'isBundle' | 'bundleCount'>): number {
  return product.isBundle ? Math.max(1, Math.floor(product.bundleCount)) : 1;
}

export function pickersFor(product: Pick<Product, 'isBundle' | 'bundleCount' | 'options'>): Picker[] {
  const count = itemCount(product);
  const options = product.options.filter((option) => option.values.length > 0);
  return Array.from({ length: count }, (_, item) =>
    options.map((option) => ({
      key: `${item}:${option.name}`,
      item,
      option,
      label: count > 1 ? `${option.name} (Item ${item + 1})` : option.name,
    })),
  ).flat();
}

/** picker key -> chosen value label; every picker starts on its option's first value that is in stock. */
export type Selections = Record<string, string>;

export function defaultSelections(pickers: readonly Picker[]): Selections {
  return Object.fromEntries(
    pickers.map((picker) => {
      const first = picker.option.values.find((value) => value.stock > 0) ?? picker.option.values[0];
      return [picker.key, first?.label ?? ''];
    }),
  );
}

/** What POST /cart/add receives: one { name, value } per picker, in item order. */
export function selectedOptions(pickers: readonly Picker[], selections: Selections): SelectedOptionInput[] {
  return pickers
    .map((picker) => ({ name: picker.option.name, value: selections[picker.key] ?? '' }))
    .filter((choice) => choice.value !== '');
}

/** 'Only 3 left', 'Out of stock' or 'In stock' for one option value. */
export function stockNote(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= 10) return `Only ${stock} left`;
  return `${stock} in stock`;
}
