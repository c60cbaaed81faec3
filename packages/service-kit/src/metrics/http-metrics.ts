import type { FastifyInstance } from 'fastify';
import { KeyedCounter, KeyedHistogram } from './keyed-metrics';
import type { AppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records one answered request; for answers sent outside Fastify's lifecycle (a fast lane). */
    recordHttpRequest: RecordHttpRequest;
  }
}

export type RecordHttpRequest = (method: string, route: string, statusCode: number, seconds: number) => void;

/** Seconds, from a cache hit to a slow write through FerretDB and another service. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate, server errors and latency by method, route pattern and status. The route is Fastify's pattern
 * (`/api/orders/:id`), never the raw URL, so the number of series stays bounded whatever clients send;
 * requests that match no route share the one label `unmatched`.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const record = httpRequestRecorder(metrics);
  app.decorate('recordHttpRequest', record);
  app.addHook('onResponse', (request, reply, done) => {
    record(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The recorder behind the hook: on every request, so keyed series (keyed-metrics.ts), not prom-client's. */
function httpRequestRecorder(metrics: AppMetrics): RecordHttpRequest {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const { registry } = metrics;
  const requests = new KeyedCounter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registry,
  );
  const errors = new KeyedCounter(
    'http_server_errors_total',
    'HTTP requests answered with a 5xx status',
    labelNames,
    registry,
  );
  const duration = new KeyedHistogram(
    'http_request_duration_seconds',
    'Time from the request arriving to the answer being sent',
    labelNames,
    LATENCY_BUCKETS,
    registry,
  );

  return (method, route, statusCode, seconds) => {
    const labels = [method, route, statusCode];
    requests.inc(labels);
    if (statusCode >= 500) errors.inc(labels);
    duration.observe(labels, seconds);
  };
}
