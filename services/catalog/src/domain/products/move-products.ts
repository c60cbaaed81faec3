import type { ObjectId } from 'mongodb';
import type { ProductStore } from './product-store';

/**
 * Moves the products of the categories `from` (or of every category, null included) into `to`, each
 * with its own `product.updated`. A product moved elsewhere meanwhile stays where it now is.
 */
export function moveProducts(
  products: ProductStore,
  from: ObjectId[] | 'all',
  to: ObjectId,
): Promise<number> {
  const isFrom = (category: ObjectId | null) =>
    from === 'all' || (category !== null && from.some((id) => id.equals(category)));
  return products.mutateMany(from === 'all' ? {} : { product_category_id: { $in: from } }, (current) =>
    current.product_category_id?.equals(to) || !isFrom(current.product_category_id)
      ? null
      : { product_category_id: to },
  );
}
