import { auditEvent, type AuditChange, type EventEnvelope } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

/** Builds the `audit.recorded` event of an admin's change, stored in the same write as the change. */
export type RecordAudit = (change: Omit<AuditChange, 'service'>) => EventEnvelope;

/** The acting admin of this request, as the use cases see it (they never see the request itself). */
export function auditFor(request: FastifyRequest): RecordAudit {
  return (change) => auditEvent(request, { service: 'promo', ...change });
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
