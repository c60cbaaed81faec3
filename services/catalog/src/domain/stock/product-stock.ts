import { ObjectId } from 'mongodb';
import { productStockChanged } from '../../events/publishers/product-events';
import type { ProductDocument } from '../products/product-document';
import type { ProductStore } from '../products/product-store';
import type { HeldLine, HoldStep, StockHoldDocument } from './hold-document';
import { applyStockOp, type StockOp, type StockOpOutcome } from './stock-ops';

/**
 * Applies one hold operation to one product in a version-guarded write that also records the operation's id,
 * the new snapshot and the stock history event: all or nothing, and once per product whoever repeats it.
 */
export async function applyToProduct(
  products: ProductStore,
  productId: string,
  op: StockOp,
  step: HoldStep,
  seen?: ProductDocument,
): Promise<StockOpOutcome | { status: 'missing' }> {
  let outcome: StockOpOutcome = { status: 'skipped' };
  const result = await products.mutate(
    new ObjectId(productId),
    (current) => {
      outcome = applyStockOp(current, op);
      return outcome.status === 'applied' ? { options: outcome.options, stockOps: outcome.stockOps } : null;
    },
    (previous) =>
      outcome.status === 'applied' && outcome.changes.length > 0
        ? [
            productStockChanged({
              productId,
              title: previous.title,
              reason: step.reason,
              orderId: op.orderId,
              by: { kind: 'order', id: op.orderId, name: null },
              changes: outcome.changes,
            }),
          ]
        : [],
    seen,
  );
  if (result.status === 'missing') return { status: 'missing' };
  return outcome;
}

/**
 * Runs the hold's step on each of its products, in a fixed order (two holds over the same products meet them in the
 * same order); a take stops at the first product that is short and answers what was.
 */
export async function runStepOnProducts(
  products: ProductStore,
  hold: StockHoldDocument,
  seen: Map<string, ProductDocument> = new Map(),
): Promise<string[]> {
  const step = hold.step!;
  for (const [productId, lines] of linesByProduct(hold.lines)) {
    const op = { kind: step.kind, orderId: hold._id, seq: step.seq, lines };
    const outcome = await applyToProduct(products, productId, op, step, seen.get(productId));
    if (step.kind !== 'take') continue;
    if (outcome.status === 'short') return outcome.problems;
    if (outcome.status === 'missing') return ['A product in your cart is no longer available'];
  }
  return [];
}

function linesByProduct(lines: HeldLine[]): Array<[string, HeldLine[]]> {
  const byProduct = new Map<string, HeldLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  return [...byProduct.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
