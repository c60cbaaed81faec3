export { AppMetrics } from './registry';
export { KeyedCounter, KeyedHistogram, type LabelValue } from './keyed-metrics';
export { LATENCY_BUCKETS, type RecordHttpRequest } from './http-metrics';
export { consumerOutcomeCounter, registerQueueDepthMetrics } from './broker-metrics';
export { registerOutboxMetrics } from './outbox-metrics';
export { installMetrics, type MetricsOptions } from './metrics-plugin';
