import { auditEvent, type AuditChange, type EventEnvelope } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

/** Builds the `audit.recorded` event of an admin's change, stored in the same write as the change. */
export type RecordAudit = (change: Omit<AuditChange, 'service'>) => EventEnvelope;

/** The acting admin of this request, as seen by the use cases (they never see the request itself). */
export function auditFor(request: FastifyRequest): RecordAudit {
  return (change) => auditEvent(request, { service: 'identity', ...change });
}
