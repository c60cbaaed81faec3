import type { AuditRecordedData } from '@shop/contracts';
import type { EventEnvelope } from '@shop/service-kit';
import { productStockChanged } from '../../events/publishers/product-events';
import type { ProductDocument } from '../products/product-document';
import { stockChanges } from './admin-stock';

/** The stock history entry of an admin's write, by the admin its audit entry names (none when no stock moved). */
export function adminStockEvents(
  previous: Pick<ProductDocument, 'options'> | null,
  next: Pick<ProductDocument, '_id' | 'title' | 'options'>,
  audit: EventEnvelope,
): EventEnvelope[] {
  const changes = stockChanges(previous?.options ?? [], next.options);
  if (changes.length === 0) return [];
  const { actor } = audit.data as AuditRecordedData;
  return [
    productStockChanged({
      productId: next._id.toHexString(),
      title: next.title,
      reason: 'set by admin',
      orderId: null,
      by: { kind: 'admin', id: actor.userId, name: actor.email },
      changes,
    }),
  ];
}
