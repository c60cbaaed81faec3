export { AppMetrics } from './registry';
export { LATENCY_BUCKETS } from './http-metrics';
export { consumerOutcomeCounter, registerQueueDepthMetrics } from './broker-metrics';
export { registerOutboxMetrics } from './outbox-metrics';
export { installMetrics, type MetricsOptions } from './metrics-plugin';
