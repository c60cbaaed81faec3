import type { Product, ProductOption, SelectedOptionInput } from '@shop/contracts';
import type { Translate } from '@shop/app-context';

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

/** `t` names the option in the page's language ('Color (Item 2)', 'اللون (القطعة 2)'); without it, English. */
export function pickersFor(product: Pick<Product, 'isBundle' | 'bundleCount' | 'options'>, t?: Translate): Picker[] {
  const count = itemCount(product);
  const options = product.options.filter((option) => option.values.length > 0);
  return Array.from({ length: count }, (_, item) =>
    options.map((option) => ({
      key: `${item}:${option.name}`,
      item,
      option,
      label: optionLabel(option.name, count > 1 ? item + 1 : undefined, t),
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

function optionLabel(name: string, item: number | undefined, t: Translate | undefined): string {
  const known = t?.(`product.optionNames.${name}`);
  const shown = known && known !== `product.optionNames.${name}` ? known : name;
  if (item === undefined) return shown;
  return t ? t('product.bundleItem', { name: shown, item }) : `${shown} (Item ${item})`;
}

/** 'Only 3 left', 'Out of stock' or '25 in stock' for one option value, in the page's language. */
export function stockNote(stock: number, t: Translate): string {
  if (stock <= 0) return t('product.outOfStock');
  if (stock <= 10) return t('product.onlyLeft', { stock });
  return t('product.inStock', { stock });
}
