import { BaseEventEnvelope, ProductDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductSearch } from '../../search/product-search';

/** product.deleted, from any replica → gone from this replica's search index (an unreadable one: reload). */
export function productDeletedSearch(deps: { search: ProductSearch }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async (message) => {
      const event = ProductDeletedEvent.safeParse(message);
      if (event.success) deps.search.applyDeleted(event.data.data.productId);
      else await deps.search.reload();
    },
  };
}
