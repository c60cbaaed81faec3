import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { testing } from '@shop/service-kit';
import { buildGatewayApp } from '../src/app';
import { call, startStack, type Stack } from './support/stack';

const { uniqueName } = testing;
const LOGIN_MAX = 4;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A Redis of this test's own on a spare port: stopping the machine's shared one would disturb everyone else. */
async function startRedis(): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  await until(async () => {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  }, 'redis-server');
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function storeUp(app: FastifyInstance): Promise<number> {
  const text = await app.metrics.registry.getSingleMetricAsString('gateway_rate_limit_store_up');
  return Number(
    /gateway_rate_limit_store_up\{[^}]*\} (\d+)|gateway_rate_limit_store_up (\d+)/
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
}

async function fallbackCount(app: FastifyInstance): Promise<number> {
  const text = await app.metrics.registry.getSingleMetricAsString('gateway_rate_limit_fallback_total');
  return Number(/gateway_rate_limit_fallback_total(?:\{[^}]*\})? (\d+)/.exec(text)?.[1] ?? 0);
}

/** A failed login (an unknown e-mail each time, so identity's own per-account checks never join in). */
const attempt = async (url: string) =>
  (
    await call(url, 'POST', '/api/auth/login', {
      json: { email: `${uniqueName('nobody')}@example.com`, password: 'wrong-password-1' },
    })
  ).status;

describe('rate limits shared by gateway replicas', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let stack: Stack;
  let second: FastifyInstance;
  let secondUrl: string;
  const secondQueue = uniqueName('gateway.token-versions');

  beforeAll(async () => {
    redis = await startRedis();
    const gatewayEnv = {
      RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
      RATE_LIMIT_REDIS_URL: redis.url,
      RATE_LIMIT_REDIS_PREFIX: `${uniqueName('test-limits')}:`,
    };
    stack = await startStack({ gatewayEnv });
    // the second replica: the same settings, its own token-version queue (as each pod has)
    second = await buildGatewayApp({ ...stack.env, TOKEN_VERSIONS_QUEUE: secondQueue });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    await until(
      async () => (await storeUp(stack.gateway)) === 1 && (await storeUp(second)) === 1,
      'both replicas on Redis',
    );
  });

  afterAll(async () => {
    await second?.close();
    // the second replica's queue first (the exchange goes again with the stack's own objects)
    if (stack) await testing.deleteBrokerObjects([secondQueue], stack.env.EVENTS_EXCHANGE);
    await stack?.close();
    await redis?.stop();
  });

  it('when a password guesser alternates between two replicas, then the login limit is reached after the same number of attempts as on one', async () => {
    const replicas = [stack.gatewayUrl, secondUrl];
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX + 2; i += 1) statuses.push(await attempt(replicas[i % 2]!));
    // four wrong passwords in all, then 429 from whichever replica answers
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX).fill(401), 429, 429]);
  });

  it('when one command runs past the timeout while the connection stays up, then that request is counted in memory and the store still counts as up', async () => {
    const fallbacksBefore = await fallbackCount(stack.gateway);
    const admin = new Redis(redis.url);
    try {
      // every client of this Redis waits 800 ms: the gateway's 250 ms command timeout runs out
      await admin.call('CLIENT', 'PAUSE', '800');
      const startedAt = Date.now();
      const answer = await call(stack.gatewayUrl, 'GET', '/api/products');
      expect(answer.status).toBe(503); // the catalog is down in this stack: the request got past the limit
      expect(Date.now() - startedAt).toBeLessThan(800);
    } finally {
      admin.disconnect();
    }
    expect(await fallbackCount(stack.gateway)).toBe(fallbacksBefore + 1);
    expect(await storeUp(stack.gateway)).toBe(1);
  });

  it('when the shared store stops, then each replica counts in its own memory (logged, measured) and still stops a guesser at the limit', async () => {
    await redis.stop();
    await until(
      async () => (await storeUp(stack.gateway)) === 0 && (await storeUp(second)) === 0,
      'both replicas off Redis',
    );
    for (const url of [stack.gatewayUrl, secondUrl]) {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_MAX + 1; i += 1) statuses.push(await attempt(url));
      // the stated fallback: per replica, so each one allows the limit once
      expect(statuses).toEqual([...Array<number>(LOGIN_MAX).fill(401), 429]);
    }
    const fallbacks = await second.metrics.registry.getSingleMetricAsString(
      'gateway_rate_limit_fallback_total',
    );
    expect(
      Number(/gateway_rate_limit_fallback_total(?:\{[^}]*\})? (\d+)/.exec(fallbacks)?.[1]),
    ).toBeGreaterThanOrEqual(LOGIN_MAX + 1);
  });
});
