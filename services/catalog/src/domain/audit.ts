import { auditEvent, type AuditChange, type EventEnvelope } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

/** Builds the `audit.recorded` event of an admin's change, stored in the same write as the change. */
export type RecordAudit = (change: Omit<AuditChange, 'service'>) => EventEnvelope;

/** The acting admin of this request, as the use cases see it (they never see the request itself). */
export function auditFor(request: FastifyRequest): RecordAudit {
  return (change) => auditEvent(request, { service: 'catalog', ...change });
}

/** Ids kept in the one entry of a "delete all": enough to trace what went, small enough for one event. */
const MAX_SUMMARY_IDS = 500;

/** What a "delete all" entry keeps as `before`: how many, and which (the first 500). */
export function bulkDeletionSummary(ids: string[]) {
  return {
    count: ids.length,
    ids: ids.slice(0, MAX_SUMMARY_IDS),
    idsTruncated: ids.length > MAX_SUMMARY_IDS,
  };
}

const PRICE_FIELDS = new Set(['price', 'oldPrice']);
const STOCK_FIELDS = new Set(['availability', 'options']);

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
