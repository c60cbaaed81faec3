import { CategoryDeletedEvent } from '@shop/contracts';
import type { EventHandler } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { moveProducts } from '../../domain/products/move-products';
import type { ProductStore } from '../../domain/products/product-store';

/**
 * The request that deletes a category moves its products at once; this consumer does it again from
 * the event, so a crash between the two writes never leaves products in a category that is gone.
 * Moving is idempotent: a product already moved is left alone.
 */
export function categoryDeletedCleanup(deps: { products: ProductStore }): EventHandler<CategoryDeletedEvent> {
  return {
    schema: CategoryDeletedEvent,
    handle: async (event) => {
      await moveProducts(
        deps.products,
        [new ObjectId(event.data.categoryId)],
        new ObjectId(event.data.movedToCategoryId),
      );
    },
  };
}
