import type { FastifyRequest } from 'fastify';
import { tokenFromRequest } from '@shop/service-kit';

/** identity's routes: login, signup, logout, me and users answer with one person's data or cookie. */
const AUTH_PREFIX = '/api/auth/';

/**
 * Whether an answer may hold one person's data: the request carried a token (bearer or cookie), or it is an
 * auth route (a login answer carries the token itself). Such answers must never sit in a shared cache
 * (ASVS 8.2.1).
 */
export function isPersonal(request: Pick<FastifyRequest, 'headers' | 'url'>): boolean {
  return request.url.startsWith(AUTH_PREFIX) || tokenFromRequest(request as FastifyRequest) !== undefined;
}

/**
 * The Cache-Control of a personal answer: `no-store` unless the service already said `no-store` (maybe with
 * more) or marked the answer `public` on purpose (images and the JWKS are the same for everyone, and keep
 * their long caching for signed-in shoppers).
 */
export function personalCacheControl(serviceValue: string | string[] | undefined): string | string[] {
  const directives = [serviceValue ?? []]
    .flat()
    .join(',')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('public')) return serviceValue!;
  return 'no-store';
}
