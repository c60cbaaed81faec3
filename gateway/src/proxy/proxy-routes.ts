import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from '../access/guard';
import type { RouteRule, ServiceName } from '../access/route-table';
import type { TokenVersions } from '../auth/token-versions';
import type { UpstreamMetrics } from '../metrics/upstream-metrics';
import { copyAnswerHeaders } from './answer-headers';
import { forwardHeaders } from './forward-headers';
import { applySessionEffect } from './session-effects';
import { upstreamFailure } from './upstream-error';
import type { Upstream } from './balanced-upstream';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

export interface ProxyRoutesOptions {
  service: ServiceName;
  /** The service's replicas, shared with the public read lane. */
  upstream: Upstream;
  rules: RouteRule[];
  guard: Guard;
  versions: TokenVersions;
  /** Answers, failures and latency of this service as the gateway saw them. */
  metrics?: UpstreamMetrics;
}

const passBytes = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
  done(null, body);

/**
 * One service's routes, each registered from its rule, forwarded unchanged over keep-alive pools of that
 * service's replicas. A service that is down fails only its own routes.
 */
export async function proxyRoutes(scope: FastifyInstance, options: ProxyRoutesOptions): Promise<void> {
  const { upstream } = options;
  // Bodies pass through as the bytes the client sent (within the route's size limit): the service parses and
  // validates them, so the gateway neither pays for JSON twice nor can read a body differently from it.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, passBytes);
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, passBytes);

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
        forward(request, reply, upstream, options);
        return reply;
      },
    });
  }
}

function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: Upstream,
  options: ProxyRoutesOptions,
): void {
  const outgoing = {
    method: request.method,
    path: request.url,
    headers: forwardHeaders(request.headers, {
      requestId: request.id,
      clientIp: request.ip,
      protocol: request.protocol,
      host: request.headers.host,
      // the kit's server span of this request: the service's span becomes its child
      span: (request as FastifyRequest & { span?: Span }).span,
    }),
    body: Buffer.isBuffer(request.body) ? request.body : undefined,
  };
  const record = options.metrics?.start(options.service);
  upstream.forward(outgoing, (error, answer) => {
    try {
      if (error || !answer) return sendFailure(reply, options.service, error, record);
      if (answer.status < 200 || answer.status > 599)
        return sendFailure(reply, options.service, new Error(`invalid status ${answer.status}`), record);
      record?.(answer.status, false);
      if (answer.status === 200) applySessionEffect(request, options.versions);
      copyAnswerHeaders(reply, answer.headers, request);
      // 204 and 304 carry no body, and must not be given a length either
      const bodyless = answer.status === 204 || answer.status === 304;
      void reply.status(answer.status).send(bodyless ? undefined : answer.body);
    } catch (failure) {
      // outside any promise Fastify watches: an exception here must become an answer, not a crash
      void reply.send(failure);
    }
  });
}

function sendFailure(
  reply: FastifyReply,
  service: ServiceName,
  error: unknown,
  record?: (status: number, failed: boolean) => void,
): void {
  const failure = upstreamFailure(service, error);
  record?.(failure.status, true);
  reply.log.warn({ err: error, service, status: failure.status }, 'upstream request failed');
  void reply.status(failure.status).send(failure.body);
}
