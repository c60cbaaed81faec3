import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicReadCacheControl } from '@shop/service-kit';
import { matchesIfNoneMatch, type CachedBody } from '../cache/cached-body';

/**
 * Sends bytes serialized once (no per-request serialization) with their strong ETag and the public reads'
 * caching, or 304 when the client has them.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  void reply.header('etag', cached.etag).header('cache-control', publicReadCacheControl(request));
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
}
