import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { tokenFromRequest } from '../auth/request-token';

/**
 * How long browsers and CDNs may use a public catalogue or content answer (product lists, categories, FAQs,
 * site settings) without asking: 5 s fresh, then for 15 s more the stale copy is shown once while it is
 * revalidated in the background (with the ETag: usually a 304 of a few hundred bytes). An admin's change is
 * therefore seen on the next read after at most 5 s, and never later than 20 s.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=15';

/**
 * Sent with every public read: the answer depends on whether the request carried a session (shared caching
 * or none), so a browser must not answer a signed-in request (an admin who has just changed the content) with
 * the copy it kept from before signing in.
 */
export const PUBLIC_READ_VARY = 'cookie, authorization';

/**
 * The caching of a public read: shared caching for an anonymous caller; a signed-in caller's answer is only
 * revalidated (`no-cache`, which the gateway turns into `no-store` like any answer to a token holder), so
 * nothing a token holder received is ever kept by a shared cache.
 */
export function publicReadCacheControl(request: FastifyRequest): string {
  return tokenFromRequest(request) === undefined ? PUBLIC_READ_CACHE_CONTROL : 'no-cache';
}

/** Route-level onSend hook of a public read: its successful answers (and their 304s) get the shared caching. */
export const publicReadCache: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode === 200 || reply.statusCode === 304)
    void reply.header('cache-control', publicReadCacheControl(request)).header('vary', PUBLIC_READ_VARY);
  done(null, payload);
};

/**
 * Strong ETags on the serialized answers of `scope`'s routes, and 304 when the client already has the same
 * bytes (@fastify/etag; answers that set their own ETag, such as the catalog's precomputed ones, keep it).
 * Called on the scope itself, not registered as a plugin: the library's hook joins the scope it is given.
 */
export function installEtags(scope: FastifyInstance): void {
  void scope.register(etag);
}
