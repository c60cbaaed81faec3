import { CART_QUANTITY_MAX, type SelectedOptionInput } from '@shop/contracts';
import { ConflictError, ValidationError } from '@shop/service-kit';
import type { CartLine } from '../collections';
import { lineKey } from './selected-options';

/** Different lines a cart may hold (the catalog quote takes at most 100 at once). */
export const CART_LINES_MAX = 50;

/** Adds to the line with the same product and options, or starts a new line. */
export function addLine(lines: CartLine[], line: Omit<CartLine, 'quantity'>, quantity: number): CartLine[] {
  const existing = lines.find((l) => l.lineKey === line.lineKey);
  if (!existing) {
    if (lines.length >= CART_LINES_MAX) {
      throw new ConflictError(`Your cart can hold at most ${CART_LINES_MAX} different items`, 'CART_FULL');
    }
    return [...lines, { ...line, quantity }];
  }
  const total = existing.quantity + quantity;
  if (total > CART_QUANTITY_MAX) {
    throw new ValidationError(
      `You can have at most ${CART_QUANTITY_MAX} of ${line.product.title} in your cart (${existing.quantity} already)`,
    );
  }
  return lines.map((l) => (l === existing ? { ...l, product: line.product, quantity: total } : l));
}

/**
 * The lines a call about a product addresses: the one with these options when they are given,
 * otherwise every line of the product (the spec's calls name only the product).
 */
export function linesOf(
  lines: CartLine[],
  productId: string,
  selectedOptions?: SelectedOptionInput[],
): CartLine[] {
  if (selectedOptions) {
    const key = lineKey(productId, selectedOptions);
    return lines.filter((l) => l.lineKey === key);
  }
  return lines.filter((l) => l.product._id === productId);
}

export function setQuantity(lines: CartLine[], targets: CartLine[], quantity: number): CartLine[] {
  return lines.map((l) => (targets.includes(l) ? { ...l, quantity } : l));
}

export function withoutLines(lines: CartLine[], targets: CartLine[]): CartLine[] {
  return lines.filter((l) => !targets.includes(l));
}

/** The catalog changed a product: its lines show the new title, price and image (each its own shade's). */
export function refreshProduct(
  lines: CartLine[],
  productId: string,
  shown: (line: CartLine) => CartLine['product'],
): CartLine[] {
  return lines.map((l) => (l.product._id === productId ? { ...l, product: shown(l) } : l));
}
