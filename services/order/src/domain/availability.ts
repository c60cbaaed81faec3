import type { CatalogQuoteLine, CatalogQuoteProduct } from '@shop/contracts';
import { OutOfStockError } from '@shop/service-kit';

export interface AvailableLine extends CatalogQuoteLine {
  product: CatalogQuoteProduct;
}

/**
 * Every line must be orderable as asked: otherwise the whole order is refused with the catalog's own words
 * ('Only 2 left of Rose Lipstick (Color: Ruby)'), and nothing is stored.
 */
export function requireAvailable(lines: CatalogQuoteLine[]): AvailableLine[] {
  const refused = lines.filter((line) => !line.available || line.product === null);
  if (refused.length > 0) throw OutOfStockError.ofLines(refused);
  return lines as AvailableLine[];
}
