import type { ProductOption, StockChange } from '@shop/contracts';
import { demandByOptionValue, optionKey, type OrderedLine } from './option-demand';

/**
 * One order's operation on one product's stock, applied at most once per product:
 * - `take` removes the units, all or nothing, when every value has enough;
 * - `abort` undoes a `take` of the same attempt if it was applied, and stops a late one from applying;
 * - `give` returns the units of an attempt that was fully taken (the hold knows it was).
 */
export type StockOpKind = 'take' | 'abort' | 'give';

export interface StockOp {
  kind: StockOpKind;
  orderId: string;
  /** The hold's take attempt this operation belongs to. */
  seq: number;
  /** The order's lines of this product. */
  lines: OrderedLine[];
}

/** The operations a product remembers; a repeat comes within seconds, never thousands of operations later. */
export const STOCK_OPS_KEPT = 1000;

export const stockOpId = (orderId: string, seq: number, kind: StockOpKind) =>
  `${orderId}:${seq}:${kind.charAt(0)}`;

export interface StockedProduct {
  title: string;
  options: ProductOption[];
  stockOps?: string[];
}

export type StockOpOutcome =
  | { status: 'applied'; options: ProductOption[]; stockOps: string[]; changes: StockChange[] }
  /** Nothing to do: applied before, or (a `take`) aborted before it could apply. */
  | { status: 'skipped' }
  /** A `take` that some value cannot serve: nothing was taken. */
  | { status: 'short'; problems: string[] };

export function applyStockOp(product: StockedProduct, op: StockOp): StockOpOutcome {
  const done = new Set(product.stockOps ?? []);
  const id = (kind: StockOpKind) => stockOpId(op.orderId, op.seq, kind);
  if (done.has(id(op.kind))) return { status: 'skipped' };
  let sign: -1 | 0 | 1;
  if (op.kind === 'take') {
    if (done.has(id('abort'))) return { status: 'skipped' };
    const problems = shortages(product, op.lines);
    if (problems.length > 0) return { status: 'short', problems };
    sign = -1;
  } else if (op.kind === 'abort') {
    sign = done.has(id('take')) ? 1 : 0; // no take to undo: only the marker, so a late take skips
  } else {
    sign = 1;
  }
  const { options, changes } = moveStock(product.options, op.lines, sign);
  const stockOps = [...(product.stockOps ?? []), id(op.kind)].slice(-STOCK_OPS_KEPT);
  return { status: 'applied', options, stockOps, changes };
}

/** The values of this product the lines ask more of than is left, in the shopper's words. */
export function shortages(product: StockedProduct, lines: OrderedLine[]): string[] {
  const demand = demandByOptionValue(lines);
  const problems: string[] = [];
  for (const option of product.options) {
    for (const value of option.values) {
      const asked = demand.get(optionKey(option.name, value.label)) ?? 0;
      if (asked === 0 || asked <= value.stock) continue;
      problems.push(
        value.stock === 0
          ? `${product.title} (${option.name}: ${value.label}) is sold out`
          : `Only ${value.stock} left of ${product.title} (${option.name}: ${value.label})`,
      );
    }
  }
  return problems;
}

function moveStock(
  options: ProductOption[],
  lines: OrderedLine[],
  sign: -1 | 0 | 1,
): { options: ProductOption[]; changes: StockChange[] } {
  const demand = demandByOptionValue(lines);
  const changes: StockChange[] = [];
  const next = options.map((option) => ({
    ...option,
    values: option.values.map((value) => {
      const delta = sign * (demand.get(optionKey(option.name, value.label)) ?? 0);
      if (delta === 0) return value;
      const stock = value.stock + delta;
      changes.push({ option: option.name, value: value.label, delta, stock });
      return { ...value, stock };
    }),
  })) as ProductOption[];
  return { options: next, changes };
}
