import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, type AppMetrics } from '@shop/service-kit';

/** What the gateway saw of each service: answers by status, time to the answer, and failures it answered for. */
export interface UpstreamMetrics {
  /** Call when forwarding starts; the returned function records the outcome. */
  start(service: string): (status: number, failed: boolean) => void;
}

export function createUpstreamMetrics({ registry }: AppMetrics): UpstreamMetrics {
  const labelNames = ['upstream', 'status_code'] as const;
  const answers = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Requests forwarded to a service, by service and the status the browser got',
    labelNames,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'gateway_upstream_failures_total',
    help: 'Requests the gateway answered itself because the service was down (503), too slow (504) or broken (502)',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: "Time from forwarding a request to the service's answer (or the failure)",
    labelNames: ['upstream'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    start(upstream) {
      const startedAt = performance.now();
      return (status, failed) => {
        duration.observe({ upstream }, (performance.now() - startedAt) / 1000);
        const labels = { upstream, status_code: status };
        answers.inc(labels);
        if (failed) failures.inc(labels);
      };
    },
  };
}
