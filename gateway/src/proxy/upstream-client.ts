import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { AnswerHandler, type UpstreamAnswer } from './answer-handler';

export interface UpstreamClientOptions {
  connections: number;
  timeoutMs: number;
}

export interface UpstreamRequest {
  method: string;
  /** Path and query, forwarded unchanged. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

/**
 * One service's keep-alive connection pool. Requests go straight to undici's dispatcher (no intermediate
 * request or response streams for small answers). Nothing is ever retried: a write could be applied twice.
 */
export class UpstreamClient {
  private readonly pool: Pool;

  constructor(baseUrl: string, options: UpstreamClientOptions) {
    this.pool = new Pool(new URL(baseUrl).origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: 5_000 },
    });
  }

  forward(request: UpstreamRequest): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      const handler = new AnswerHandler(request.method, (error, answer) =>
        error ? reject(error) : resolve(answer!),
      );
      this.pool.dispatch(
        {
          method: request.method as 'GET',
          path: request.path,
          headers: request.headers as Record<string, string | string[]>,
          body: request.body ?? null,
        },
        handler,
      );
    });
  }

  /** Called once the server no longer has requests in flight. */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
