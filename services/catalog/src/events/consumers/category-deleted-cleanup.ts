import { CATEGORY_DELETED, CategoryDeletedEvent } from '@shop/contracts';
import type { Subscription } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import type { ProductStore } from '../../domain/products/product-store';
import { moveProducts } from '../../domain/products/move-products';

/**
 * The request that deletes a category moves its products at once; this consumer does it again from
 * the event, so a crash between the two writes never leaves products in a category that is gone.
 * Moving is idempotent: a product already moved is left alone.
 */
export function categoryDeletedCleanupSubscription(deps: {
  queue: string;
  products: ProductStore;
}): Subscription {
  return {
    queue: deps.queue,
    handlers: {
      [CATEGORY_DELETED]: {
        schema: CategoryDeletedEvent,
        handle: async (event: CategoryDeletedEvent) => {
          await moveProducts(
            deps.products,
            [new ObjectId(event.data.categoryId)],
            new ObjectId(event.data.movedToCategoryId),
          );
        },
      },
    },
  };
}
