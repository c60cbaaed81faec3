import { context, trace } from '@opentelemetry/api';
import replyFrom from '@fastify/reply-from';
import { requestTraceContext } from '@shop/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from '../access/guard';
import type { RouteRule, ServiceName } from '../access/route-table';
import type { TokenVersions } from '../auth/token-versions';
import type { UpstreamMetrics } from '../metrics/upstream-metrics';
import type { Readable } from 'node:stream';
import { copyAnswerHeaders, type AnswerHeaders } from './answer-headers';
import { forwardHeaders } from './forward-headers';
import type { ReplicaPool } from './replica-pool';
import { applySessionEffect } from './session-effects';
import { isRefused, upstreamFailure } from './upstream-error';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

export interface ProxyRoutesOptions {
  service: ServiceName;
  /** The service's replicas. */
  upstream: ReplicaPool;
  rules: RouteRule[];
  guard: Guard;
  versions: TokenVersions;
  /** Answers, failures and latency of this service as the gateway saw them. */
  metrics: UpstreamMetrics;
}

/** What reply-from hands to onResponse when it forwards over undici. */
interface UpstreamAnswer {
  statusCode: number;
  headers: AnswerHeaders;
  stream: Readable;
}

const passBytes = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
  done(null, body);

/**
 * One service's routes, each registered from its rule and forwarded by @fastify/reply-from over that service's
 * replica pool. A service that is down fails only its own routes.
 */
export async function proxyRoutes(scope: FastifyInstance, options: ProxyRoutesOptions): Promise<void> {
  const { upstream, service } = options;
  // Bodies pass through as the bytes the client sent (within the route's size limit): the service parses and
  // validates them, so the gateway neither pays for JSON twice nor can read a body differently from it.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, passBytes);
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, passBytes);
  // `base` only names an origin for the library; the replica pool picks the replica of each request
  await scope.register(replyFrom, {
    base: upstream.urls[0]!,
    undici: upstream,
    disableRequestLogging: true,
    disableCache: false,
  });

  const forwardOptions = {
    rewriteRequestHeaders: (request: {
      headers: FastifyRequest['headers'];
      id: string;
      ip: string;
      protocol: string;
    }) =>
      forwardHeaders(request.headers, {
        requestId: request.id,
        clientIp: request.ip,
        protocol: request.protocol,
        host: request.headers.host,
        traced: isTraced(),
      }),
    // answer headers are put on in onResponse, where the reply's own Vary can be merged with the service's
    rewriteHeaders: () => ({}),
    // Nothing is retried (a write could be applied twice), except a connection a replica refused: it carried
    // no byte of the request, so another replica gets it.
    retryDelay: ({ err, attempt }: { err: Error | null; attempt: number }) =>
      err && isRefused(err) && attempt + 1 < upstream.replicaCount ? 1 : null,
  };

  for (const rule of options.rules) {
    scope.route({
      method: rule.method,
      url: rule.path,
      bodyLimit: rule.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
      config: { rule },
      preParsing: (request, _reply, payload, done) => {
        let pending: Promise<void> | undefined;
        try {
          pending = options.guard(request);
        } catch (refusal) {
          return done(refusal as Error);
        }
        if (!pending) return done(null, payload);
        pending.then(
          () => done(null, payload),
          (refusal: Error) => done(refusal),
        );
      },
      handler: (request, reply) => {
        const record = options.metrics.start(service);
        const fail = (error: unknown) => {
          const failure = upstreamFailure(service, error);
          record(failure.status, true);
          reply.log.warn({ err: error, service, status: failure.status }, 'upstream request failed');
          void reply.status(failure.status).send(failure.body);
        };
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        // in the request's span, whatever the guard awaited: the forwarded call becomes its child
        return context.with(requestTraceContext(request), () =>
          reply.from(undefined, {
            ...forwardOptions,
            ...(body ? { body, contentType: request.headers['content-type'] } : {}),
            onError: (_reply, { error }) => fail(error),
            onResponse: (_request, _reply, raw) => {
              const answer = raw as unknown as UpstreamAnswer;
              if (reply.sent) return void answer.stream.destroy(); // answered already (an impossible status)
              if (answer.statusCode < 200 || answer.statusCode > 599) {
                answer.stream.destroy();
                return fail(new Error(`invalid status ${answer.statusCode}`));
              }
              record(answer.statusCode, false);
              if (answer.statusCode === 200) applySessionEffect(request, options.versions);
              copyAnswerHeaders(reply, answer.headers, request);
              // 204 and 304 carry no body, and must not be given a length either: a service's 304 from
              // @fastify/etag says `content-length: 0`, which a cache could take for the stored answer's length
              if (answer.statusCode === 204 || answer.statusCode === 304) {
                answer.stream.resume();
                void reply.removeHeader('content-length');
                return void reply.send();
              }
              if (isSmall(answer.headers['content-length'])) sendWhole(reply, answer.stream);
              else void reply.send(answer.stream);
            },
          }),
        );
      },
    });
  }
}

/**
 * Answers up to this size are read whole and sent in one write with their headers: nearly every API answer is a
 * few kilobytes of JSON, and piping it as a stream costs a write per chunk (the profile's largest item). Larger
 * or unsized answers (images) stream through.
 */
export const BUFFERED_ANSWER_LIMIT = 64 * 1024;

function isSmall(contentLength: string | string[] | undefined): boolean {
  const length = typeof contentLength === 'string' ? Number(contentLength) : NaN;
  return Number.isInteger(length) && length <= BUFFERED_ANSWER_LIMIT;
}

function sendWhole(reply: FastifyReply, stream: Readable): void {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.once('error', (error) => void reply.send(error));
  stream.once('end', () => void reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
}

function isTraced(): boolean {
  const span = trace.getActiveSpan();
  return span !== undefined && trace.isSpanContextValid(span.spanContext());
}
