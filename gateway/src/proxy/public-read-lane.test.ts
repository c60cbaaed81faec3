import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { request } from 'undici';
import { ROUTER_OPTIONS } from '@shop/service-kit';
import type { RouteRule, ServiceName } from '../access/route-table';
import { createRateLimits } from '../security/rate-limits';
import { gatewayEnvSchema } from '../env';
import type { Upstream } from './balanced-upstream';
import type { ClientFactsOf } from './client-facts';
import { PublicReadLane, takesPublicReadLane } from './public-read-lane';

const rules: RouteRule[] = [
  { method: 'GET', path: '/api/products', access: 'public', service: 'catalog' },
  { method: 'GET', path: '/api/auth/me', access: 'user', service: 'identity' },
  { method: 'POST', path: '/api/auth/logout', access: 'public', service: 'identity', effect: 'logout' },
];

const answering: Upstream = {
  forward: (_request, settle) =>
    settle(null, { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') }),
  destroy: async () => undefined,
};

const noop = () => undefined;
const silent = { info: noop, warn: noop, error: noop } as unknown as FastifyBaseLogger;

async function serve(lane: PublicReadLane) {
  const server = lane.serverFactory((_request, response) => {
    response.writeHead(299).end('framework');
  }, {}) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

function buildLane(overrides: { clientFacts?: ClientFactsOf; upstream?: Upstream } = {}) {
  const lane = new PublicReadLane({
    rules,
    apiHeaders: [['x-content-type-options', 'nosniff']],
    frontendOrigins: new Set(),
    limits: createRateLimits(gatewayEnvSchema.parse({})),
    clientFacts: overrides.clientFacts ?? (() => ({ ip: '127.0.0.1', protocol: 'http' })),
    router: ROUTER_OPTIONS,
    tracing: false,
  });
  lane.attach({
    upstreams: { catalog: overrides.upstream ?? answering } as Record<ServiceName, Upstream>,
    log: silent,
    recordHttpRequest: () => undefined,
    upstreamMetrics: { start: () => () => undefined },
  });
  return lane;
}

describe('PublicReadLane', () => {
  it('when a rule is a public GET without a session effect, then it takes the lane; otherwise it does not', () => {
    expect(rules.map(takesPublicReadLane)).toEqual([true, false, false]);
  });

  it('when the lane is stopped (the gateway is closing), then Fastify answers every request', async () => {
    const lane = buildLane();
    const { base, close } = await serve(lane);
    try {
      expect((await request(`${base}/api/products`)).statusCode).toBe(200);
      lane.stop();
      expect((await request(`${base}/api/products`)).statusCode).toBe(299);
    } finally {
      await close();
    }
  });

  it('when something fails unexpectedly before the answer, then a bare 500 in the one error shape, no crash', async () => {
    const lane = buildLane({
      clientFacts: () => {
        throw new Error('socket detail that must not leak');
      },
    });
    const { base, close } = await serve(lane);
    try {
      const res = await request(`${base}/api/products`);
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(await res.body.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    } finally {
      await close();
    }
  });

  it('when the service answers a header Node refuses to send, then 500 instead of a crash', async () => {
    const lane = buildLane({
      upstream: {
        forward: (_request, settle) =>
          settle(null, { status: 200, headers: { 'x-bad': 'line\nbreak' }, body: Buffer.from('{}') }),
        destroy: async () => undefined,
      },
    });
    const { base, close } = await serve(lane);
    try {
      expect((await request(`${base}/api/products`)).statusCode).toBe(500);
    } finally {
      await close();
    }
  });
});
