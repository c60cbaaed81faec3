import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE } from '@shop/service-kit';

export interface AuthCookieOptions {
  /** Secure attribute: on whenever the site is served over HTTPS. */
  secure: boolean;
}

// A JWT is base64url parts joined by dots: cookie-safe as it is, nothing to encode.
const COOKIE_SAFE_VALUE = /^[A-Za-z0-9._-]*$/;

/**
 * The Set-Cookie line of the token. It travels only there (never in a body or URL), httpOnly and SameSite=Lax;
 * without rememberMe it is a session cookie, with it it lasts as long as the token.
 */
export function authCookieHeader(
  token: string,
  options: AuthCookieOptions & { maxAgeSeconds?: number },
): string {
  if (!COOKIE_SAFE_VALUE.test(token)) throw new Error('token is not cookie-safe');
  const parts = [`${AUTH_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function setAuthCookie(
  reply: FastifyReply,
  token: string,
  lifetime: { rememberMe: boolean; seconds: number },
  options: AuthCookieOptions,
): void {
  const maxAgeSeconds = lifetime.rememberMe ? lifetime.seconds : undefined;
  void reply.header('set-cookie', authCookieHeader(token, { ...options, maxAgeSeconds }));
}

export function clearAuthCookie(reply: FastifyReply, options: AuthCookieOptions): void {
  void reply.header('set-cookie', authCookieHeader('', { ...options, maxAgeSeconds: 0 }));
}
