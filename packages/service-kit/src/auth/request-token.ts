import type { FastifyRequest } from 'fastify';

export const AUTH_COOKIE = 'authToken';

/**
 * The token travels as the httpOnly `authToken` cookie, or as `Authorization: Bearer`
 * (docs/architecture.md#requests-and-security).
 */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return cookieValue(request.headers.cookie, AUTH_COOKIE);
}

export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return value ? decodeURIComponent(value) : undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
