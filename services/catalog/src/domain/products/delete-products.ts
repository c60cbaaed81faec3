import { NotFoundError } from '@shop/service-kit';
import type { ObjectId } from 'mongodb';
import type { CatalogContext } from '../../catalog-context';
import { bulkDeletionSummary, type RecordAudit } from '../audit';
import { toProductDto } from './product-dto';
import { fileIdsOf } from './gallery';

export async function deleteProduct(
  catalog: CatalogContext,
  id: ObjectId,
  audit: RecordAudit,
): Promise<void> {
  const removed = await catalog.products.remove(id, (current) => [
    audit({
      resource: 'product',
      resourceId: id.toHexString(),
      action: 'delete',
      before: toProductDto(current),
      after: null,
    }),
  ]);
  if (!removed) throw new NotFoundError('Product not found');
  for (const fileId of fileIdsOf(removed)) await catalog.images.remove(fileId);
}

/** Answers how many products were deleted; one audit entry names them (see bulkDeletionSummary). */
export async function deleteAllProducts(catalog: CatalogContext, audit: RecordAudit): Promise<number> {
  const removed = await catalog.products.removeAll((all) => {
    const before = bulkDeletionSummary(all.map((doc) => doc._id.toHexString()));
    return [audit({ resource: 'product', resourceId: null, action: 'delete', before, after: null })];
  });
  for (const product of removed) for (const fileId of fileIdsOf(product)) await catalog.images.remove(fileId);
  return removed.length;
}
