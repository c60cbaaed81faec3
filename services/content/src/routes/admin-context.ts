import type { FastifyRequest } from 'fastify';
import { auditRecorder, UnauthorizedError } from '@shop/service-kit';
import type { AdminContext } from '../domain/audit';

/** The acting admin of a request that passed `requireAdmin`: their audit entries carry this request's trace. */
export function adminContext(request: FastifyRequest): AdminContext {
  const user = request.user;
  if (!user) throw new UnauthorizedError();
  return {
    actor: { userId: user.userId, email: user.email },
    audit: auditRecorder(request, 'content'),
    afterWrite: () => request.server.outbox.notify(),
  };
}
