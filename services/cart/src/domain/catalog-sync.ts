import type { Product } from '@shop/contracts';
import type { CartLine } from '../collections';
import { refreshProduct } from './cart-lines';
import type { CartStore } from './cart-store';
import { lineProduct } from './cart-view';
import type { ProductSnapshots } from './product-snapshots';

/**
 * Keeps carts in step with the catalog: a changed product's lines show its current title, price and
 * image; a deleted product leaves every cart. Both are idempotent, so a redelivered event is harmless.
 */
export class CatalogSync {
  constructor(
    private readonly store: CartStore,
    private readonly products: ProductSnapshots,
  ) {}

  async productUpdated(product: Product, version: Date): Promise<void> {
    const current = await this.products.applyUpdate(product, version);
    if (current.deleted) return this.dropFromCarts(product._id);
    // from the stored state, not the event's: an event that arrived late must not undo a newer price
    const shown = (line: CartLine) => lineProduct(current, line.selectedOptions);
    for (const sessionId of await this.store.sessionsHolding(product._id)) {
      await this.store.change(sessionId, (lines) =>
        lines.some((line) => line.product._id === current._id && !sameProduct(line.product, shown(line)))
          ? refreshProduct(lines, current._id, shown)
          : lines,
      );
    }
  }

  async productDeleted(productId: string, version: Date): Promise<void> {
    await this.products.markDeleted(productId, version);
    await this.dropFromCarts(productId);
  }

  private async dropFromCarts(productId: string): Promise<void> {
    for (const sessionId of await this.store.sessionsHolding(productId)) {
      await this.store.change(sessionId, (lines) =>
        lines.some((line) => line.product._id === productId)
          ? lines.filter((line) => line.product._id !== productId)
          : lines,
      );
    }
  }
}

function sameProduct(a: CartLine['product'], b: CartLine['product']): boolean {
  return (
    a.title === b.title &&
    (a.titleAr ?? '') === (b.titleAr ?? '') &&
    a.price === b.price &&
    a.image === b.image
  );
}
