import {
  CATEGORY_DELETED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  ProductDeletedEvent,
  ProductUpdatedEvent,
} from '@shop/contracts';
import type { ProductReadCache } from '../../cache/product-read-cache';

/** What this replica's cache hears from every replica's writes (its own included, harmlessly). */
export const INVALIDATING_EVENTS = [PRODUCT_UPDATED, PRODUCT_DELETED, CATEGORY_DELETED];

/** Drops what the event changed; anything it cannot read drops everything, which is always safe. */
export function invalidateFor(cache: ProductReadCache, type: string, message: unknown): void {
  if (type === PRODUCT_UPDATED) {
    const event = ProductUpdatedEvent.safeParse(message);
    if (event.success) return cache.invalidateProduct(event.data.data.product._id);
  }
  if (type === PRODUCT_DELETED) {
    const event = ProductDeletedEvent.safeParse(message);
    if (event.success) return cache.invalidateProduct(event.data.data.productId);
  }
  cache.invalidateAll();
}
