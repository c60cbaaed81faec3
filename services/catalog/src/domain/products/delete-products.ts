import { NotFoundError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';

export async function deleteProduct(catalog: CatalogContext, id: ObjectId): Promise<void> {
  const removed = await catalog.products.remove(id);
  if (!removed) throw new NotFoundError('Product not found');
  if (removed.imageFileId) await catalog.images.remove(removed.imageFileId);
}

/** Answers how many products were deleted. */
export async function deleteAllProducts(catalog: CatalogContext): Promise<number> {
  const removed = await catalog.products.removeAll();
  for (const product of removed) if (product.imageFileId) await catalog.images.remove(product.imageFileId);
  return removed.length;
}
