import { ProductUpdatedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import type { CatalogSync } from '../../domain/catalog-sync';

/** product.updated → the read model, and the lines of every cart holding the product. */
export function productUpdated(deps: { sync: CatalogSync }): EventHandler<ProductUpdatedEvent> {
  return {
    schema: ProductUpdatedEvent,
    handle: (event) => {
      const { product } = event.data;
      return deps.sync.productUpdated(product, new Date(product.updatedAt ?? event.occurredAt));
    },
  };
}
