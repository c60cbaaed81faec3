import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Process metrics (RSS, heap, event-loop lag, GC) describe the process, not an app: they are collected once per
 * process into their own registry, so tests that build several apps in one process neither clash nor leak a GC
 * observer per app.
 */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One app's metrics: its own registry (never prom-client's global one) plus the shared process metrics. */
export class AppMetrics {
  readonly registry = new Registry();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of the app's and the process's metrics. */
  async render(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}
