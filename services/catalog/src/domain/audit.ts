import { auditRecorder, type RecordAudit } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

export { type RecordAudit, bulkDeletionSummary } from '@shop/service-kit';

/** The acting admin of this request, as the use cases see it (they never see the request itself). */
export function auditFor(request: FastifyRequest): RecordAudit {
  return auditRecorder(request, 'catalog');
}

const PRICE_FIELDS = new Set(['price', 'oldPrice']);
const STOCK_FIELDS = new Set(['availability', 'forSale', 'options']);

/**
 * The audited resource of a product edit, from the fields whose shown value changed: `product.price` or
 * `product.stock` when only those moved (so the audit screen can filter them), `product` otherwise.
 */
export function productEditResource(before: object, after: object): string {
  const changed = Object.keys(after).filter(
    (key) =>
      key !== 'updatedAt' &&
      JSON.stringify((before as Record<string, unknown>)[key]) !==
        JSON.stringify((after as Record<string, unknown>)[key]),
  );
  if (changed.length > 0 && changed.every((key) => PRICE_FIELDS.has(key))) return 'product.price';
  if (changed.length > 0 && changed.every((key) => STOCK_FIELDS.has(key))) return 'product.stock';
  return 'product';
}
