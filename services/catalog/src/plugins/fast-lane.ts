import type { FastifyServerFactory } from 'fastify';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
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

  readonly serverFactory: FastifyServerFactory = (handler) =>
    http.createServer((request, response) => {
      if (!this.serve(request, response)) handler(request, response);
    });

  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.cache || !request.url) return false;
    const cached = this.lookup(request.url);
    if (!cached) return false;
    const given = request.headers['x-request-id'];
    const headers = {
      etag: cached.etag,
      'cache-control': 'no-cache',
      'x-request-id': typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID(),
    };
    if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
      response.writeHead(304, headers).end();
      return true;
    }
    response
      .writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': cached.body.length })
      .end(cached.body);
    return true;
  }

  private lookup(url: string): CachedBody | undefined {
    if (LIST_PATHS.has(url)) return this.cache?.peekList();
    const detail = DETAIL_PATH.exec(url);
    return detail ? this.cache?.peekDetail(detail[1]!.toLowerCase()) : undefined;
  }
}
