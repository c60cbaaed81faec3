import { BaseEventEnvelope, ProductUpdatedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductSearch } from '../../search/product-search';

/**
 * product.updated, from any replica → this replica's search index holds the new snapshot. Any envelope is
 * taken: one this version cannot read reloads the index from the database, which is always right.
 */
export function productUpdatedSearch(deps: { search: ProductSearch }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async (message) => {
      const event = ProductUpdatedEvent.safeParse(message);
      if (event.success) await deps.search.applyUpdated(event.data.data.product);
      else await deps.search.reload();
    },
  };
}
