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
 * closes the connections, sends the last spans, then exits. The same signal again, or the timeout, exits at once.
 */
export async function runServer(app: FastifyInstance, options: RunServerOptions): Promise<void> {
  let firstSignal: NodeJS.Signals | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    const next = onSignal(firstSignal, signal);
    if (next === 'exit now') process.exit(1);
    if (next === 'carry on') return;
    firstSignal = signal;
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

/**
 * What a signal means now. Ctrl-C in `npm start`'s terminal reaches every app of the stack (one process group) and
 * the launcher, which then sends each app SIGTERM: that is the same request to stop, so the shutdown carries on.
 * The same signal twice is someone who will not wait: the app exits at once.
 */
export function onSignal(
  first: NodeJS.Signals | undefined,
  signal: NodeJS.Signals,
): 'shut down' | 'carry on' | 'exit now' {
  if (first === undefined) return 'shut down';
  return first === signal ? 'exit now' : 'carry on';
}
