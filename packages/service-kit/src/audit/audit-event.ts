import { trace } from '@opentelemetry/api';
import { AUDIT_RECORDED, type AuditRecordedData, type AuditService } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import { createEvent, type EventEnvelope } from '../events/envelope';

export interface AuditChange {
  service: AuditService;
  resource: string;
  resourceId: string | null;
  action: AuditRecordedData['action'];
  /** The resource as the admin API shows it before the write (null when it was created). */
  before: unknown;
  /** ... and after it (null when it was deleted). */
  after: unknown;
}

/**
 * The `audit.recorded` event for an admin write made by this request. Store it with the change itself
 * (`withEvents`, `eventsOnInsert` or `tombstone`), never on its own: the entry and the change stand or fall
 * together, and the audit service keeps it.
 */
export function auditEvent(
  request: FastifyRequest,
  change: AuditChange,
): EventEnvelope<typeof AUDIT_RECORDED, AuditRecordedData> {
  if (!request.user) throw new UnauthorizedError();
  const traceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
  return createEvent(AUDIT_RECORDED, {
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
    actor: { userId: request.user.userId, email: request.user.email ?? null },
    at: new Date().toISOString(),
    traceId: /^0+$/.test(traceId) ? '' : traceId,
    requestId: String(request.id),
  });
}

/** Builds the `audit.recorded` event of an admin's change; the service that owns the change is fixed. */
export type RecordAudit = (change: Omit<AuditChange, 'service'>) => EventEnvelope;

/** The acting admin of this request, for use cases (which never see the request itself). */
export function auditRecorder(request: FastifyRequest, service: AuditService): RecordAudit {
  return (change) => auditEvent(request, { service, ...change });
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
