import { ProductDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { CatalogSync } from '../../domain/catalog-sync';

/** product.deleted → gone from the read model, and from the lines of every cart holding it. */
export function productDeleted(deps: { sync: CatalogSync }): EventHandler<ProductDeletedEvent> {
  return {
    schema: ProductDeletedEvent,
    handle: (event) => deps.sync.productDeleted(event.data.productId, new Date(event.occurredAt)),
  };
}
