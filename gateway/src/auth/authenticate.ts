import type { FastifyRequest } from 'fastify';
import { tokenFromRequest, type AuthClaims, type TokenVerifier } from '@shop/service-kit';
import type { TokenVersions } from './token-versions';

export type Authentication =
  | { status: 'anonymous' }
  | { status: 'invalid'; reason: string }
  | { status: 'signed-in'; claims: AuthClaims };

export const INVALID_TOKEN = 'Invalid or expired token';
export const SESSION_ENDED = 'Your session has ended, please log in again';

/**
 * Verifies the request's token (bearer first, then the authToken cookie) with identity's JWKS, then its token
 * version against the cache: a token issued before a logout, demotion or deletion is refused.
 */
export async function authenticate(
  request: FastifyRequest,
  verify: TokenVerifier,
  versions: TokenVersions,
): Promise<Authentication> {
  const token = tokenFromRequest(request);
  if (!token) return { status: 'anonymous' };
  let claims: AuthClaims;
  try {
    claims = await verify(token);
  } catch {
    return { status: 'invalid', reason: INVALID_TOKEN };
  }
  if (await versions.isRevoked(claims)) return { status: 'invalid', reason: SESSION_ENDED };
  return { status: 'signed-in', claims };
}

/** Whether the request carries a valid, unrevoked admin token (a forged, expired or customer token: no). */
export async function isVerifiedAdmin(
  request: FastifyRequest,
  verify: TokenVerifier,
  versions: TokenVersions,
): Promise<boolean> {
  const auth = await authenticate(request, verify, versions);
  return auth.status === 'signed-in' && auth.claims.isAdmin;
}
