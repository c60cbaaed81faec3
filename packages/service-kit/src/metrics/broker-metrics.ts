import { Counter, Gauge } from 'prom-client';
import type { EventBus, QueueDepth } from '../events/bus';
import type { ConsumeOutcome } from '../events/consumer';
import type { AppMetrics } from './registry';

/** Queue depths are asked of the broker at most this often, however often (or by how many) it is scraped. */
const DEPTH_CACHE_MS = 5000;

/** Counts each consumed message by queue and outcome; pass the result to the bus as `onConsumed`. */
export function consumerOutcomeCounter(
  metrics: AppMetrics,
): (queue: string, outcome: ConsumeOutcome) => void {
  const counter = new Counter({
    name: 'messages_consumed_total',
    help: 'Messages taken from a queue, by outcome: ok, failed (handed back for a retry) or dead_lettered',
    labelNames: ['queue', 'outcome'],
    registers: [metrics.registry],
  });
  return (queue, outcome) => counter.inc({ queue, outcome });
}

/**
 * Consumer lag (messages ready in each queue this service consumes) and the depth of each queue's dead-letter
 * queue, read from the broker at scrape time and cached for a few seconds.
 */
export function registerQueueDepthMetrics(metrics: AppMetrics, bus: EventBus): void {
  let cached: { at: number; depths: Promise<QueueDepth[]> } | undefined;
  const depths = (): Promise<QueueDepth[]> => {
    if (!cached || Date.now() - cached.at > DEPTH_CACHE_MS) {
      cached = { at: Date.now(), depths: bus.queueDepths(2000).catch(() => []) };
    }
    return cached.depths;
  };
  new Gauge({
    name: 'rabbitmq_queue_messages_ready',
    help: 'Messages waiting in a queue this service consumes (consumer lag)',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const depth of await depths()) this.set({ queue: depth.queue }, depth.ready);
    },
  });
  new Gauge({
    name: 'rabbitmq_dead_letter_messages',
    help: 'Messages in the dead-letter queue of a queue this service consumes (`<queue>.dlq`)',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const depth of await depths()) this.set({ queue: depth.queue }, depth.deadLettered);
    },
  });
}
