import { createHash } from 'node:crypto';

/** A JSON answer serialized once: the bytes sent as they are, and their strong validator. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export function toCachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** `If-None-Match` with the weak comparison RFC 9110 prescribes for it; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
