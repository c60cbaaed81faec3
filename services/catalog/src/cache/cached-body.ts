import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

/** A JSON answer serialized once: the bytes sent as they are, and their strong validator. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /** The same answer Brotli-encoded, made the first time a client accepts it (brotliOf). */
  brotli?: EncodedBody;
}

/** One encoded representation of a cached answer, with its own strong validator (RFC 9110 §8.8.3). */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

/**
 * The Brotli copy of a cached answer, compressed once per change at Brotli's best quality: what the gateway
 * would otherwise compress again on every request at a lower quality. Its ETag differs from the plain one's.
 */
export function brotliOf(cached: CachedBody): EncodedBody {
  cached.brotli ??= {
    body: brotliCompressSync(cached.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: cached.body.length,
      },
    }),
    etag: `${cached.etag.slice(0, -1)}-br"`,
  };
  return cached.brotli;
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
