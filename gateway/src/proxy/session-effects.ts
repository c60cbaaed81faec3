import type { FastifyRequest } from 'fastify';
import type { TokenVersions } from '../auth/token-versions';

/**
 * After identity accepted a logout, a user update or a deletion, this gateway updates its own cache at once,
 * so the old token is refused here even before the `user.*` event arrives.
 */
export function applySessionEffect(request: FastifyRequest, versions: TokenVersions): void {
  const effect = request.routeOptions.config.rule?.effect;
  if (!effect) return;
  const target = (request.params as { id?: string }).id;
  if (effect === 'logout' && request.caller)
    versions.record(request.caller.userId, request.caller.tokenVersion + 1);
  if (effect === 'user-changed' && target) versions.forget(target);
  if (effect === 'user-deleted' && target) versions.markDeleted(target);
}
