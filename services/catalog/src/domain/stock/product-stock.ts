import { ObjectId } from 'mongodb';
import { productStockChanged } from '../../events/publishers/product-events';
import type { ProductDocument } from '../products/product-document';
import type { ProductStore } from '../products/product-store';
import type { HoldStep } from './hold-document';
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
