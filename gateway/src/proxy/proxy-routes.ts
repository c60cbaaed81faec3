import replyFrom from '@fastify/reply-from';
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitName, RouteRule, ServiceName } from '../access/route-table';
import type { TokenVersions } from '../auth/token-versions';
import { forwardHeaders, stripResponseHeaders } from './forward-headers';
import { applySessionEffect } from './session-effects';
import { upstreamFailure } from './upstream-error';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

export interface ProxyRoutesOptions {
  service: ServiceName;
  baseUrl: string;
  rules: RouteRule[];
  guard: (request: FastifyRequest) => Promise<void>;
  versions: TokenVersions;
  rateLimits: Record<RateLimitName, { max: number; timeWindow: number }>;
  timeoutMs: number;
  connections: number;
}

/**
 * One service's routes, each registered from its rule, forwarded unchanged over a keep-alive undici pool of
 * that service. A service that is down fails only its own routes.
 */
export async function proxyRoutes(scope: FastifyInstance, options: ProxyRoutesOptions): Promise<void> {
  await scope.register(replyFrom, {
    base: options.baseUrl,
    destroyAgent: true,
    undici: {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: 5_000 },
    },
  });
  // Multipart bodies (product images) pass through as bytes; the service parses them.
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  for (const rule of options.rules) {
    scope.route({
      method: rule.method,
      url: rule.path,
      bodyLimit: rule.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
      config: { rule, ...(rule.rateLimit ? { rateLimit: options.rateLimits[rule.rateLimit] } : {}) },
      preParsing: async (request, _reply, payload) => {
        await options.guard(request);
        return payload;
      },
      handler: (request, reply) => forward(request, reply, options),
    });
  }
}

function forward(request: FastifyRequest, reply: FastifyReply, options: ProxyRoutesOptions): FastifyReply {
  return reply.from(undefined, {
    // Never retried by the gateway: a write could be applied twice, and a 503 must reach the browser.
    retryDelay: () => null,
    rewriteRequestHeaders: (_req, headers) =>
      forwardHeaders(headers, {
        requestId: request.id,
        clientIp: request.ip,
        protocol: request.protocol,
        host: request.headers.host,
        // the kit's server span of this request: the service's span becomes its child
        span: (request as FastifyRequest & { span?: Span }).span,
      }),
    rewriteHeaders: (headers) => stripResponseHeaders(headers),
    onResponse: (_req, res, upstream) => {
      if (upstream.statusCode === 200) applySessionEffect(request, options.versions);
      void res.send(upstream.stream);
    },
    onError: (res, { error }) => {
      const failure = upstreamFailure(options.service, error);
      void res.status(failure.status).send(failure.body);
    },
  });
}
