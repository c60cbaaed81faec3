import { ConflictError } from '@shop/service-kit';
import type { CartLine, ProductSnapshot } from '../collections';

/**
 * Refuses a cart that asks for more of an option value than the catalog last said it has, counting every
 * bundle item and every line of the product that uses the value. The order re-checks with the catalog's
 * current stock at placement; this spares the shopper a surprise at checkout.
 */
export function assertStockCovers(
  product: Pick<ProductSnapshot, '_id' | 'title' | 'options'>,
  lines: CartLine[],
): void {
  const demand = new Map<string, number>();
  for (const line of lines.filter((l) => l.product._id === product._id)) {
    for (const { name, value } of line.selectedOptions) {
      const key = `${name}\u0000${value}`;
      demand.set(key, (demand.get(key) ?? 0) + line.quantity);
    }
  }
  for (const option of product.options) {
    for (const value of option.values) {
      const wanted = demand.get(`${option.name}\u0000${value.label}`) ?? 0;
      if (wanted <= value.stock) continue;
      const what = `${product.title} (${option.name}: ${value.label})`;
      throw new ConflictError(
        value.stock === 0 ? `${what} is sold out` : `Only ${value.stock} left of ${what}`,
        'OUT_OF_STOCK',
      );
    }
  }
}
