import { auditRecorder, type RecordAudit } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';

export { type RecordAudit } from '@shop/service-kit';

/** The acting admin of this request, as the use cases see it (they never see the request itself). */
export function auditFor(request: FastifyRequest): RecordAudit {
  return auditRecorder(request, 'identity');
}
