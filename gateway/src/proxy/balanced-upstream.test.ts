import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamAnswer } from './answer-handler';
import { BalancedUpstream } from './balanced-upstream';

interface Replica {
  server: Server;
  url: string;
  hits: number;
  probes: number;
  ready: boolean;
}

async function startReplica(): Promise<Replica> {
  const replica = { hits: 0, probes: 0, ready: true } as Replica;
  replica.server = createServer((req, res) => {
    if (req.url === '/readyz') {
      replica.probes += 1;
      res.statusCode = replica.ready ? 200 : 503;
      return res.end();
    }
    replica.hits += 1;
    res.end(replica.url);
  });
  await new Promise<void>((resolve) => replica.server.listen(0, '127.0.0.1', resolve));
  replica.url = `http://127.0.0.1:${(replica.server.address() as AddressInfo).port}`;
  return replica;
}

const closedUrl = async () => {
  const replica = await startReplica();
  await new Promise((resolve) => replica.server.close(resolve));
  return replica.url;
};

const send = (upstream: BalancedUpstream, method = 'GET') =>
  new Promise<UpstreamAnswer>((resolve, reject) =>
    upstream.forward({ method, path: '/x', headers: {}, body: undefined }, (error, answer) =>
      error ? reject(error) : resolve(answer!),
    ),
  );

const options = { connections: 2, timeoutMs: 1000, healthIntervalMs: 60_000 };

describe('BalancedUpstream', () => {
  let a: Replica;
  let b: Replica;
  let upstream: BalancedUpstream | undefined;

  beforeEach(async () => {
    [a, b] = await Promise.all([startReplica(), startReplica()]);
  });

  afterEach(async () => {
    await upstream?.destroy();
    a.server.close();
    b.server.close();
  });

  it('when two replicas answer, then requests are shared between them', async () => {
    upstream = new BalancedUpstream([a.url, b.url], { ...options, healthIntervalMs: 20 });
    for (let i = 0; i < 10; i += 1) await send(upstream);
    expect([a.hits, b.hits]).toEqual([5, 5]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(a.probes).toBeGreaterThan(0);
  });

  it('when a replica fails its readiness check, then it gets nothing until it passes again', async () => {
    upstream = new BalancedUpstream([a.url, b.url], options);
    b.ready = false;
    await upstream.probe();
    for (let i = 0; i < 4; i += 1) await send(upstream);
    expect([a.hits, b.hits]).toEqual([4, 0]);
    b.ready = true;
    await upstream.probe();
    for (let i = 0; i < 4; i += 1) await send(upstream);
    expect(b.hits).toBe(2);
  });

  it('when a replica refuses the connection, then the request (even a write) goes to another and it is marked down', async () => {
    const changes: string[] = [];
    const dead = await closedUrl();
    upstream = new BalancedUpstream([dead, a.url], {
      ...options,
      onStateChange: (url, up) => changes.push(`${url === dead ? 'dead' : 'a'} ${up ? 'up' : 'down'}`),
    });
    for (let i = 0; i < 3; i += 1) expect((await send(upstream, 'POST')).status).toBe(200);
    expect(a.hits).toBe(3);
    expect(changes).toEqual(['dead down']);
    expect(upstream.upCount()).toBe(1);
  });

  it('when every replica refuses, then the error reaches the caller after each was tried once', async () => {
    upstream = new BalancedUpstream([await closedUrl(), await closedUrl()], options);
    await expect(send(upstream)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('when a replica breaks the connection after the request was sent, then the request is not retried', async () => {
    const broken = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    upstream = new BalancedUpstream([brokenUrl, a.url], options);
    await expect(send(upstream, 'POST')).rejects.toBeDefined();
    expect(a.hits).toBe(0);
    expect(upstream.upCount()).toBe(1);
    broken.close();
  });

  it('when there is one replica, then no probe runs and requests go straight to it', async () => {
    upstream = new BalancedUpstream([a.url], { ...options, healthIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await send(upstream);
    expect(a.hits).toBe(1);
    expect(a.probes).toBe(0);
  });
});
