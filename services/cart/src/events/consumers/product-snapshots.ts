import { PRODUCT_DELETED, PRODUCT_UPDATED, ProductDeletedEvent, ProductUpdatedEvent } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import type { CatalogSync } from '../../domain/catalog-sync';

export const PRODUCT_SNAPSHOTS_QUEUE = 'cart.product-snapshots';

/** product.updated / product.deleted → the read model, and the lines of every cart holding the product. */
export function productSnapshotsSubscription(deps: { sync: CatalogSync; queuePrefix: string }): Subscription {
  return {
    queue: `${deps.queuePrefix}${PRODUCT_SNAPSHOTS_QUEUE}`,
    handlers: {
      [PRODUCT_UPDATED]: {
        schema: ProductUpdatedEvent,
        handle: (event: ProductUpdatedEvent) => {
          const { product } = event.data;
          return deps.sync.productUpdated(product, new Date(product.updatedAt ?? event.occurredAt));
        },
      },
      [PRODUCT_DELETED]: {
        schema: ProductDeletedEvent,
        handle: (event: ProductDeletedEvent) =>
          deps.sync.productDeleted(event.data.productId, new Date(event.occurredAt)),
      },
    },
  };
}
