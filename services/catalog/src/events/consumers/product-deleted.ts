import { BaseEventEnvelope, ProductDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductReadCache } from '../../cache/product-read-cache';

/**
 * product.deleted, from any replica → this replica's cached copy of the product goes. Any envelope is taken:
 * one this version cannot read empties the whole cache, which is always safe.
 */
export function productDeleted(deps: { cache: ProductReadCache }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async (message) => {
      const event = ProductDeletedEvent.safeParse(message);
      if (event.success) deps.cache.invalidateProduct(event.data.data.productId);
      else deps.cache.invalidateAll();
    },
  };
}
