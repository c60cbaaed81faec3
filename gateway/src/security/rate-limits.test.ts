import { createApp } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RouteRule } from '../access/route-table';
import { gatewayEnvSchema } from '../env';
import { registerRateLimits, TOO_MANY_REQUESTS } from './rate-limits';

const loginRule: RouteRule = {
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  service: 'identity',
  rateLimit: 'login',
};

async function buildApp(): Promise<FastifyInstance> {
  const app = createApp({ name: 'rate-limit-test', logLevel: 'silent' });
  await registerRateLimits(
    app,
    gatewayEnvSchema.parse({
      RATE_LIMIT_GLOBAL_MAX: '3',
      RATE_LIMIT_LOGIN_MAX: '1',
      RATE_LIMIT_WINDOW_MS: '60000',
    }),
  );
  app.get('/api/products', async () => ({ ok: true }));
  app.post('/api/auth/login', { config: { rule: loginRule } }, async () => ({ ok: true }));
  app.get('/main.js', async () => 'shell file');
  await app.ready();
  return app;
}

const from = (remoteAddress: string) => ({ remoteAddress });

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildApp();
  });
  afterEach(() => app.close());

  it('when a client goes over the global limit on /api, then 429 in the one error shape with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await app.inject({ url: '/api/products', ...from('203.0.113.1') })).statusCode);
    const blocked = await app.inject({ url: '/api/products', ...from('203.0.113.1') });
    expect(statuses).toEqual([200, 200, 200]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('when a client is counted, then the answer says its limit, what is left and when it resets', async () => {
    const res = await app.inject({ url: '/api/products', ...from('203.0.113.2') });
    expect(res.headers['x-ratelimit-limit']).toBe('3');
    expect(res.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('when unknown /api paths are probed, then they count against the limit too', async () => {
    for (let i = 0; i < 3; i += 1) await app.inject({ url: `/api/probe-${i}`, ...from('203.0.113.3') });
    expect((await app.inject({ url: '/api/products', ...from('203.0.113.3') })).statusCode).toBe(429);
  });

  it('when a route has a named limit, then that stricter limit applies there, and only there', async () => {
    const login = () => app.inject({ method: 'POST', url: '/api/auth/login', ...from('203.0.113.4') });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/products', ...from('203.0.113.4') })).statusCode).toBe(200);
  });

  it('when other clients call, or the shell is loaded, then they are not held back by one busy client', async () => {
    for (let i = 0; i < 4; i += 1) await app.inject({ url: '/api/products', ...from('203.0.113.5') });
    expect((await app.inject({ url: '/api/products', ...from('203.0.113.6') })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ url: '/main.js', ...from('203.0.113.5') })).statusCode).toBe(200);
  });

  it('when a client rotates addresses inside its IPv6 /64, then it is still one client', async () => {
    for (let i = 1; i <= 3; i += 1) await app.inject({ url: '/api/products', ...from(`2001:db8:7:7::${i}`) });
    expect((await app.inject({ url: '/api/products', ...from('2001:db8:7:7::ffff') })).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/products', ...from('2001:db8:7:8::1') })).statusCode).toBe(200);
  });
});
