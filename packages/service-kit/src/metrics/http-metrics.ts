import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { AppMetrics } from './registry';

/** Seconds, from a cache hit to a slow write through FerretDB and another service. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate, server errors and latency by method, route pattern and status, in prom-client's own metric
 * types. The route is Fastify's pattern (`/api/orders/:id`), never the raw URL, so the number of series stays
 * bounded whatever clients send; requests that match no route share the one label `unmatched`.
 */
export function installHttpMetrics(app: FastifyInstance, { registry }: AppMetrics): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer being sent',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    if (reply.statusCode >= 500) errors.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
