import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, type Context } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TracedLogController } from './request-log-controller';
import { tracingEnabled } from './tracing';

/**
 * One server span per request from Fastify's own instrumentation (@fastify/otel), child of the caller's
 * `traceparent` and named after the route pattern (`POST /api/orders/:id`). The rest of the request runs inside
 * it, so outgoing calls, database commands, published events and log lines carry the same trace. Spans per hook
 * and per handler are off: the request span is what an operator reads, and each extra span costs every request.
 */
export function installRequestTracing(
  app: FastifyInstance,
  serviceName: string,
  logController: TracedLogController,
): void {
  if (tracingEnabled()) {
    const instrumentation = new FastifyOtelInstrumentation({
      instrumentHooks: false,
      instrumentHandler: false,
      requestHook: (span, request) => {
        span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
        span.setAttribute('service.name', serviceName);
      },
    });
    // Applied at once rather than through `register`: routes added before the app is ready must be wired too
    // (what the library itself does with `registerOnInitialization`).
    instrumentation.plugin()(app, {}, () => undefined);
  }
  // after the span's hook, so the "incoming request" line (debug) carries its trace id
  app.addHook('onRequest', (request, _reply, done) => {
    logController.logIncomingRequest(request);
    done();
  });
}

/**
 * The context of a request's span (the active one when the request is not traced). Work that resumes after an
 * awaited guard or body should run in it, so what it calls is a child of the request.
 */
export function requestTraceContext(request: FastifyRequest): Context {
  const traced = request as FastifyRequest & { opentelemetry?: () => { context?: Context | null } };
  return traced.opentelemetry?.().context ?? context.active();
}
