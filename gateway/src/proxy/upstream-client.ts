import type { IncomingHttpHeaders } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { AnswerHandler, type Settle } from './answer-handler';

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
 * One service's keep-alive connection pool. Requests go straight to undici's dispatcher, with a callback rather
 * than promises or streams (small answers): a proxy pays for every allocation on every request. Nothing is ever
 * retried: a write could be applied twice.
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

  /** Settles once: with the answer (whole, or as a stream when large), or with the error that prevented it. */
  forward(request: UpstreamRequest, settle: Settle): void {
    this.pool.dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: request.path,
        headers: request.headers as Record<string, string | string[]>,
        body: request.body ?? null,
      },
      new AnswerHandler(request.method, settle),
    );
  }

  /** Whether the service answers its readiness check (`/readyz`) with a 2xx within `timeoutMs`. */
  async isReady(timeoutMs: number): Promise<boolean> {
    try {
      const answer = await this.pool.request({
        method: 'GET',
        path: '/readyz',
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body.dump();
      return answer.statusCode >= 200 && answer.statusCode < 300;
    } catch {
      return false;
    }
  }

  /** Called once the server no longer has requests in flight. */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
