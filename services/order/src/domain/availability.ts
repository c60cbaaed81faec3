import type { CatalogQuoteLine, CatalogQuoteProduct } from '@shop/contracts';
import { AppError } from '@shop/service-kit';

export interface AvailableLine extends CatalogQuoteLine {
  product: CatalogQuoteProduct;
}

export interface RefusedLine {
  productId: string;
  problems: string[];
}

/** 409: something in the cart cannot be ordered as asked; `details` names each refused line. */
export class OutOfStockError extends AppError {
  constructor(message: string, lines: RefusedLine[]) {
    super(message, 409, 'OUT_OF_STOCK', lines);
  }
}

/**
 * Every line must be orderable as asked: otherwise the whole order is refused with the catalog's own words
 * ('Only 2 left of Rose Lipstick (Color: Ruby)'), and nothing is stored.
 */
export function requireAvailable(lines: CatalogQuoteLine[]): AvailableLine[] {
  const refused = lines.filter((line) => !line.available || line.product === null);
  if (refused.length === 0) return lines as AvailableLine[];
  const problems = refused.flatMap((line) =>
    line.problems.length > 0
      ? line.problems
      : [`${line.product?.title ?? 'A product in your cart'} is no longer available`],
  );
  const sentences = [...new Set(problems.map((problem) => problem.trim().replace(/\.+$/, '')))];
  throw new OutOfStockError(
    sentences.join('. '),
    refused.map((line) => ({ productId: line.productId, problems: line.problems })),
  );
}
