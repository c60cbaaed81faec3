import type { FastifyInstance } from 'fastify';
import { shutdownTelemetry } from '../telemetry/tracing';

export interface RunServerOptions {
  port: number;
  host: string;
  /** Longest wait for in-flight work at shutdown before the process exits anyway. */
  shutdownTimeoutMs?: number;
}

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets in-flight requests and consumers finish,
 * closes the connections, sends the last spans, then exits. A second signal, or the timeout, exits at once.
 */
export async function runServer(app: FastifyInstance, options: RunServerOptions): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 15_000);
    timer.unref();
    try {
      await app.close();
      await shutdownTelemetry();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    process.exit(1);
  }
}
