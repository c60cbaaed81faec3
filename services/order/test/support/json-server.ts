import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface JsonReply {
  status: number;
  body?: unknown;
}

export interface JsonServer {
  url: string;
  close(): Promise<void>;
}

/** A tiny real HTTP server on a random port, answering JSON: what stands in for another service in tests. */
export async function startJsonServer(
  handle: (request: JsonRequest) => Promise<JsonReply> | JsonReply,
): Promise<JsonServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      Promise.resolve()
        .then(() =>
          handle({
            method: req.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            body: text ? JSON.parse(text) : undefined,
          }),
        )
        .catch((): JsonReply => ({ status: 500, body: { error: 'stand-in failed', code: 'INTERNAL_ERROR' } }))
        .then((reply) => {
          res.writeHead(reply.status, reply.body === undefined ? {} : { 'content-type': 'application/json' });
          res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
        });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function notFound(request: JsonRequest): JsonReply {
  return {
    status: 404,
    body: { error: `No stand-in for ${request.method} ${request.path}`, code: 'NOT_FOUND' },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service played by a tiny JSON server: started and closed by the test, answering through `handle`. */
export abstract class StandIn {
  /** How long each answer waits (a slow service). */
  delayMs = 0;
  private server: JsonServer | undefined;

  get url(): string {
    return this.server!.url;
  }

  async start(): Promise<this> {
    this.server = await startJsonServer((request) => this.handle(request));
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  protected abstract handle(request: JsonRequest): Promise<JsonReply>;
}
