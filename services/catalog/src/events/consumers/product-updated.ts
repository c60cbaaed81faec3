import { BaseEventEnvelope, ProductUpdatedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductReadCache } from '../../cache/product-read-cache';

/**
 * product.updated, from any replica (this one's too, harmlessly) → this replica's cached copy of the product
 * goes. Any envelope is taken: one this version cannot read empties the whole cache, which is always safe.
 */
export function productUpdated(deps: { cache: ProductReadCache }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async (message) => {
      const event = ProductUpdatedEvent.safeParse(message);
      if (event.success) deps.cache.invalidateProduct(event.data.data.product._id);
      else deps.cache.invalidateAll();
    },
  };
}
