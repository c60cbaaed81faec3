import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, startStack, type Stack } from './support/stack';

const PROBE_MS = 200;

/** A stand-in catalog replica that answers with its name, and whose readiness and life the test controls. */
class NamedReplica {
  hits = 0;
  ready = true;
  port = 0;
  private server: Server | undefined;

  constructor(readonly name: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.url === '/readyz') {
        res.statusCode = this.ready ? 200 : 503;
        return res.end();
      }
      this.hits += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: this.name }));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a service with two replicas behind the gateway', () => {
  let stack: Stack;
  const a = new NamedReplica('a');
  const b = new NamedReplica('b');

  /** Who answered each of `count` product reads; every one must be a 200. */
  const spread = async (count: number) => {
    const names: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await call(stack.gatewayUrl, 'GET', '/api/products');
      expect(res.status).toBe(200);
      names.push(res.json().replica);
    }
    return { a: names.filter((n) => n === 'a').length, b: names.filter((n) => n === 'b').length };
  };

  beforeAll(async () => {
    await a.start();
    await b.start();
    stack = await startStack({
      gatewayEnv: { CATALOG_URL: `${a.url},${b.url}`, UPSTREAM_HEALTH_INTERVAL_MS: String(PROBE_MS) },
    });
  });

  afterAll(async () => {
    await stack.close();
    await a.stop();
    await b.stop();
  });

  it('when both are up, then the reads are shared between them', async () => {
    expect(await spread(10)).toEqual({ a: 5, b: 5 });
  });

  it('when one fails its readiness check, then within the probe interval it gets nothing, and shares again once it passes', async () => {
    b.ready = false;
    await sleep(PROBE_MS * 2.5);
    expect(await spread(6)).toEqual({ a: 6, b: 0 });
    b.ready = true;
    await sleep(PROBE_MS * 2.5);
    expect(await spread(6)).toEqual({ a: 3, b: 3 });
  });

  it('when one stops, then every request is answered by the other; when it is back, then they share again', async () => {
    await b.stop();
    expect(await spread(6)).toEqual({ a: 6, b: 0 });
    await b.start();
    await sleep(PROBE_MS * 2.5);
    expect(await spread(6)).toEqual({ a: 3, b: 3 });
  });
});
