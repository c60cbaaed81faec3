import type { FastifyInstance } from 'fastify';
import { installHttpMetrics } from './http-metrics';
import { AppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry; plugins add their own metrics to `app.metrics.registry`. */
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** Serve `GET /metrics` on the app itself; the gateway serves it on a private port instead. */
  route: boolean;
}

/** HTTP metrics for every app, and `GET /metrics` in the Prometheus text format. */
export function installMetrics(app: FastifyInstance, service: string, options: MetricsOptions): void {
  const metrics = new AppMetrics(service);
  app.decorate('metrics', metrics);
  installHttpMetrics(app, metrics);
  if (!options.route) return;
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    const text = await metrics.render();
    return reply.type(metrics.contentType).send(text);
  });
}
