import type { Category, Product } from '@shop/contracts';
import { savingsPercent } from '@shop/ui-kit';
import { COLORS_SHOWN, SIZES_SHOWN, UNASSIGNED_CATEGORY_TITLE } from '../../constants';

export const isUnassigned = (category: Pick<Category, 'title'>) =>
  category.title === UNASSIGNED_CATEGORY_TITLE;

/** One tab per category, Unassigned Items always last (admin spec §2). */
export function orderTabs(categories: readonly Category[]): Category[] {
  return [...categories.filter((c) => !isUnassigned(c)), ...categories.filter(isUnassigned)];
}

/** The tab selected on load: the first real category, else Unassigned Items. */
export function firstTabId(categories: readonly Category[]): string | undefined {
  return orderTabs(categories)[0]?._id;
}

/**
 * The products of one tab. Unassigned Items also collects products without a category or whose category
 * no longer exists, so no product is ever out of the admin's reach.
 */
export function productsOfTab(
  products: readonly Product[],
  tab: Category,
  categories: readonly Category[],
): Product[] {
  if (!isUnassigned(tab)) return products.filter((p) => p.product_category_id === tab._id);
  const known = new Set(categories.filter((c) => !isUnassigned(c)).map((c) => c._id));
  return products.filter((p) => !p.product_category_id || !known.has(p.product_category_id));
}

export function productCountLine(count: number): string {
  return `${count} product(s) in this category`;
}

/** Derived from oldPrice and price, only when oldPrice is above 0 (admin spec §9). */
export function discountPercent(price: number, oldPrice: number): number | null {
  return savingsPercent(price, oldPrice);
}

/** One decimal, or 'No ratings' for a product nobody rated yet. */
export function ratingText(rating: number | undefined): string {
  return rating && rating > 0 ? rating.toFixed(1) : 'No ratings';
}

export interface Shown<T> {
  shown: T[];
  /** '+N more', or '' when everything is shown. */
  more: string;
}

export function firstOf<T>(values: readonly T[], limit: number): Shown<T> {
  const hidden = values.length - limit;
  return { shown: values.slice(0, limit), more: hidden > 0 ? `+${hidden} more` : '' };
}

export function colorsShown(product: Pick<Product, 'options'>) {
  const colors = product.options.find((o) => o.name === 'Color');
  return firstOf(colors?.name === 'Color' ? colors.values : [], COLORS_SHOWN);
}

export function sizesShown(product: Pick<Product, 'options'>) {
  const sizes = product.options.find((o) => o.name === 'Size');
  return firstOf(sizes?.values ?? [], SIZES_SHOWN);
}

/** Where a product may be transferred: every category but the one it is in. */
export function transferTargets(categories: readonly Category[], current: Category): Category[] {
  return orderTabs(categories).filter((c) => c._id !== current._id);
}
