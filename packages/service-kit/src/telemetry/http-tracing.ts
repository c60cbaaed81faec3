import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { TracedLogController } from './request-log-controller';
import { tracer } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    span?: Span;
  }
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
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'service.name': serviceName,
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'http.request.id': request.id,
        },
      },
      parent,
    );
    request.span = span;
    context.with(trace.setSpan(parent, span), () => {
      logController?.logIncomingRequest(request, reply);
      done();
    });
  });

  app.addHook('onResponse', async (request, reply) => {
    const span = request.span;
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
