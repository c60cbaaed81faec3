import type { FastifyRequest } from 'fastify';
import { tokenFromRequest } from '@shop/service-kit';

/** identity's routes: login, signup, logout, me and users answer with one person's data or cookie. */
const AUTH_PREFIX = '/api/auth/';

/** A `no-store` or `public` directive anywhere in the list. */
const KEPT_AS_SENT = /(?:^|,)\s*(?:no-store|public)\s*(?:,|$)/i;

/**
 * Whether an answer may hold one person's data: the request carried a token (bearer or cookie), or it is an
 * auth route (a login answer carries the token itself). Such answers must never sit in a shared cache
 * (ASVS 8.2.1).
 */
export function isPersonal(request: { headers: FastifyRequest['headers']; url?: string }): boolean {
  return (
    request.url?.startsWith(AUTH_PREFIX) === true || tokenFromRequest(request as FastifyRequest) !== undefined
  );
}

/**
 * The Cache-Control of a personal answer: `no-store` unless the service already said `no-store` (maybe with
 * more) or marked the answer `public` on purpose (images and the JWKS are the same for everyone, and keep
 * their long caching for signed-in shoppers).
 */
export function personalCacheControl(serviceValue: string | string[] | undefined): string | string[] {
  if (serviceValue === undefined) return 'no-store';
  const joined = typeof serviceValue === 'string' ? serviceValue : serviceValue.join(',');
  return KEPT_AS_SENT.test(joined) ? serviceValue : 'no-store';
}
