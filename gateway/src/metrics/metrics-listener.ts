import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';

export interface MetricsListenerOptions {
  port: number;
  host: string;
}

/**
 * The gateway's metrics on a port of their own, never on the public one: the public port is the internet's,
 * and the metrics (routes, error rates, upstream timings) are for Prometheus only. It lives as long as the
 * process (it stays up while the app drains, so the drain itself can be watched); tests close it themselves.
 */
export async function serveMetrics(
  app: { metrics: AppMetrics; log: FastifyBaseLogger },
  options: MetricsListenerOptions,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    app.metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
      (error: unknown) => {
        app.log.warn({ err: error }, 'could not render the metrics');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  app.log.info({ port: (server.address() as AddressInfo).port }, 'metrics listening');
  return server;
}
