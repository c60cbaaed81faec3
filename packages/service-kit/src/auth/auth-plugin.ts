import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { tokenFromRequest } from './request-token';
import type { AuthClaims, TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer, or null for an anonymous request (or one whose token did not verify). */
    user: AuthClaims | null;
  }
}

export interface AuthPluginOptions {
  verify: TokenVerifier;
  /** Extra check after the signature, e.g. the token version against the user's current one. */
  isRevoked?: (claims: AuthClaims) => boolean | Promise<boolean>;
}

/**
 * Reads and verifies the token of every request. A bad token does not fail the request by itself: the
 * request is anonymous, and the route's guard decides (a public route still answers).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = tokenFromRequest(request);
      if (!token) return;
      try {
        const claims = await options.verify(token);
        if (options.isRevoked && (await options.isRevoked(claims))) return;
        request.user = claims;
      } catch {
        request.user = null;
      }
    });
  },
  { name: 'shop-auth' },
);

export const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.user) throw new UnauthorizedError();
};

export const requireAdmin: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.user) throw new UnauthorizedError();
  if (!request.user.isAdmin) throw new ForbiddenError('Administrator access required');
};

/** The user named by the route's `:id` param, or an admin. */
export function requireSelfOrAdmin(param = 'id'): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new UnauthorizedError();
    const target = (request.params as Record<string, string | undefined>)[param];
    if (!request.user.isAdmin && request.user.userId !== target) {
      throw new ForbiddenError('You can only access your own account');
    }
  };
}
