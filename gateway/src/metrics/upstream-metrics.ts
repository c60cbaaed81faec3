import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, type AppMetrics } from '@shop/service-kit';

/** What the gateway saw of each service: answers by status, time to the answer, and failures it answered for. */
export interface UpstreamMetrics {
  /** Call when forwarding starts; the returned function records the outcome. */
  start(service: string): (status: number, failed: boolean) => void;
}

export function createUpstreamMetrics(metrics: AppMetrics): UpstreamMetrics {
  const registers = [metrics.registry];
  const answers = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Requests forwarded to a service, by service and the status the browser got',
    labelNames: ['upstream', 'status_code'],
    registers,
  });
  const failures = new Counter({
    name: 'gateway_upstream_failures_total',
    help: 'Requests the gateway answered itself because the service was down (503), too slow (504) or broken (502)',
    labelNames: ['upstream', 'status_code'],
    registers,
  });
  const duration = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: "Time from forwarding a request to the service's answer (or the failure)",
    labelNames: ['upstream'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  return {
    start(upstream) {
      const stop = duration.startTimer({ upstream });
      return (status, failed) => {
        stop();
        const labels = { upstream, status_code: String(status) };
        answers.inc(labels);
        if (failed) failures.inc(labels);
      };
    },
  };
}
