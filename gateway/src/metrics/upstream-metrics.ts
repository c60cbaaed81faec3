import { KeyedCounter, KeyedHistogram, LATENCY_BUCKETS, type AppMetrics } from '@shop/service-kit';

/** What the gateway saw of each service: answers by status, time to the answer, and failures it answered for. */
export interface UpstreamMetrics {
  /** Call when forwarding starts; the returned function records the outcome. */
  start(service: string): (status: number, failed: boolean) => void;
}

/** Recorded for every forwarded request, so keyed series rather than prom-client's (see the kit's keyed-metrics). */
export function createUpstreamMetrics({ registry }: AppMetrics): UpstreamMetrics {
  const answers = new KeyedCounter(
    'gateway_upstream_requests_total',
    'Requests forwarded to a service, by service and the status the browser got',
    ['upstream', 'status_code'],
    registry,
  );
  const failures = new KeyedCounter(
    'gateway_upstream_failures_total',
    'Requests the gateway answered itself because the service was down (503), too slow (504) or broken (502)',
    ['upstream', 'status_code'],
    registry,
  );
  const duration = new KeyedHistogram(
    'gateway_upstream_duration_seconds',
    "Time from forwarding a request to the service's answer (or the failure)",
    ['upstream'],
    LATENCY_BUCKETS,
    registry,
  );
  return {
    start(upstream) {
      const startedAt = performance.now();
      return (status, failed) => {
        duration.observe([upstream], (performance.now() - startedAt) / 1000);
        const labels = [upstream, status];
        answers.inc(labels);
        if (failed) failures.inc(labels);
      };
    },
  };
}
