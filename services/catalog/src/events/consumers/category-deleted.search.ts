import { BaseEventEnvelope } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { ProductSearch } from '../../search/product-search';

/** category.deleted → the category's name leaves the search (its products' own snapshots follow as product.updated). */
export function categoryDeletedSearch(deps: { search: ProductSearch }): EventHandler<BaseEventEnvelope> {
  return {
    schema: BaseEventEnvelope,
    handle: async () => deps.search.refreshCategories(),
  };
}
