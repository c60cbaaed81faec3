import type { FastifyServerFactory } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverWithLane } from '@shop/service-kit';
import type { ProductReadCache } from '../cache/product-read-cache';
import { matchesIfNoneMatch, type CachedBody } from '../cache/cached-body';

const LIST_PATHS = new Set(['/api/products', '/api/products/']);
const DETAIL_PATH = /^\/api\/products\/([0-9a-fA-F]{24})\/?$/;
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The storefront's hottest reads — the product list and a product's detail, when already cached — are
 * answered straight from node:http with the cached bytes, before the framework's per-request work
 * (routing, hooks, spans, logging). Everything else, and every cache miss, goes to Fastify as usual,
 * which also fills the cache. Only public, anonymous-safe GETs without a query string take the lane.
 */
export class FastLane {
  private cache: ProductReadCache | undefined;

  attach(cache: ProductReadCache): void {
    this.cache = cache;
  }

  /** While closing, Fastify answers (503) so in-flight work drains as it should. */
  stop(): void {
    this.cache = undefined;
  }

  readonly serverFactory: FastifyServerFactory = serverWithLane((request, response) =>
    this.serve(request, response),
  );

  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.cache || !request.url) return false;
    const cached = this.lookup(request.url);
    if (!cached) return false;
    const notModified = matchesIfNoneMatch(request.headers['if-none-match'], cached.etag);
    const headers: Record<string, string | number> = notModified
      ? { etag: cached.etag, 'cache-control': 'no-cache' }
      : {
          etag: cached.etag,
          'cache-control': 'no-cache',
          'content-type': 'application/json; charset=utf-8',
          'content-length': cached.body.length,
        };
    // Echoed for the caller's correlation; the lane logs nothing, so it makes up no id of its own.
    const requestId = request.headers['x-request-id'];
    if (typeof requestId === 'string' && VALID_REQUEST_ID.test(requestId))
      headers['x-request-id'] = requestId;
    if (notModified) response.writeHead(304, headers).end();
    else response.writeHead(200, headers).end(cached.body);
    return true;
  }

  private lookup(url: string): CachedBody | undefined {
    if (LIST_PATHS.has(url)) return this.cache?.peekList();
    const detail = DETAIL_PATH.exec(url);
    return detail ? this.cache?.peekDetail(detail[1]!.toLowerCase()) : undefined;
  }
}
