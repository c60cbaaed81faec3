import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_READ_VARY, publicReadCacheControl } from '@shop/service-kit';
import { brotliOf, matchesIfNoneMatch, type CachedBody } from '../cache/cached-body';

/** Below this Brotli saves less than its header costs; the answer goes plain. */
const BROTLI_THRESHOLD = 1024;

/**
 * Sends bytes serialized once (no per-request serialization) with their strong ETag and the public reads'
 * caching, Brotli-encoded once per change for a client that accepts it, or 304 when the client has them.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoded =
    accepted && cached.body.length >= BROTLI_THRESHOLD && negotiate(accepted, ['br', 'identity']) === 'br'
      ? brotliOf(cached)
      : undefined;
  const { body, etag } = encoded ?? cached;
  void reply
    .header('etag', etag)
    .header('cache-control', publicReadCacheControl(request))
    .header('vary', `accept-encoding, ${PUBLIC_READ_VARY}`);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoded) void reply.header('content-encoding', 'br');
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
