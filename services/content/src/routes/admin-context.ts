import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@shop/service-kit';
import type { AdminContext, AuditTrail } from '../domain/audit';

/** Admin writes go to the request log with who did what, under the request's id and trace. */
function requestLogTrail(request: FastifyRequest): AuditTrail {
  return {
    record: (entry) => {
      request.log.info({ audit: entry }, `admin action ${entry.action}`);
    },
  };
}

/** The acting admin of a request that passed `requireAdmin`. */
export function adminContext(request: FastifyRequest): AdminContext {
  const user = request.user;
  if (!user) throw new UnauthorizedError();
  return { actor: { userId: user.userId, email: user.email }, audit: requestLogTrail(request) };
}
