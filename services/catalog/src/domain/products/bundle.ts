/** How many items one unit of the product holds: each item gets its own option choices. */
export function itemsPerUnit(product: { isBundle: boolean; bundleCount: number }): number {
  return product.isBundle ? product.bundleCount : 1;
}
