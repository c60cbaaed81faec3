import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { TracedLogController } from './request-log-controller';
import { tracer } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    span?: Span;
  }
}

export interface ServerSpanFacts {
  serviceName: string;
  method: string;
  /** The route pattern (`/api/orders/:id`), or undefined when no route matched. */
  route: string | undefined;
  url: string;
  requestId: string;
  headers: IncomingHttpHeaders;
}

/** A server span, child of the caller's `traceparent` (also for requests answered outside Fastify). */
export function startServerSpan(facts: ServerSpanFacts): { span: Span; parent: Context } {
  const parent = propagation.extract(context.active(), facts.headers);
  const span = tracer().startSpan(
    `${facts.method} ${facts.route ?? 'unmatched'}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'service.name': facts.serviceName,
        'http.request.method': facts.method,
        'url.path': facts.url.split('?')[0],
        'http.request.id': facts.requestId,
      },
    },
    parent,
  );
  return { span, parent };
}

export function endServerSpan(span: Span, statusCode: number): void {
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * One server span per request, child of the caller's `traceparent`. The rest of the request runs inside
 * the span's context, so outgoing calls, published events and log lines carry the same trace.
 */
export function installTracingHooks(
  app: FastifyInstance,
  serviceName: string,
  logController?: TracedLogController,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { span, parent } = startServerSpan({
      serviceName,
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      requestId: request.id,
      headers: request.headers,
    });
    request.span = span;
    context.with(trace.setSpan(parent, span), () => {
      logController?.logIncomingRequest(request, reply);
      done();
    });
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (request.span) endServerSpan(request.span, reply.statusCode);
    done();
  });
}
