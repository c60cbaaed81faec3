import type { Category } from '@shop/contracts';

/** Holds products without a real category; never shown on the storefront. */
export const UNASSIGNED_CATEGORY_TITLE = 'Unassigned Items';

export function storefrontCategories(categories: readonly Category[] | undefined): Category[] {
  return (categories ?? []).filter((category) => category.title !== UNASSIGNED_CATEGORY_TITLE);
}
