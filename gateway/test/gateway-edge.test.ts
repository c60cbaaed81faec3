import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { setupTelemetry } from '@shop/service-kit';
import { startEchoUpstream, type EchoUpstream } from './support/echo-upstream';
import { call, login, ORIGIN, signupSettled, startStack, type Stack } from './support/stack';

// The W3C propagator, as in production: the service's span must continue the caller's trace.
setupTelemetry({ serviceName: 'gateway-test' });

describe('gateway edge', () => {
  let stack: Stack;
  let echo: EchoUpstream;
  let shellDir: string;
  let admin: string;

  beforeAll(async () => {
    echo = await startEchoUpstream();
    shellDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(
      path.join(shellDir, 'remotes.json'),
      '{"storefront":"http://localhost:3001/mf-manifest.json"}',
    );
    writeFileSync(path.join(shellDir, 'main.0123456789ab.js'), 'console.log(1)');
    writeFileSync(path.join(shellDir, 'main.0123456789ab.js.br'), brotliCompressSync('console.log(1)'));
    stack = await startStack({
      gatewayEnv: {
        CATALOG_URL: echo.url,
        SHELL_DIST_DIR: shellDir,
        // not a render server: its answers break the contract, so every page is the bare shell, as when it is down
        STOREFRONT_RENDER_URL: echo.url,
        RATE_LIMIT_REVIEW_MAX: '2',
        RATE_LIMIT_GLOBAL_MAX: '100000',
      },
    });
    admin = (await login(stack.gatewayUrl, 'admin@shop.test', 'Admin-Password-1')).token;
  });

  afterAll(async () => {
    await stack.close();
    await echo.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it('when a request is forwarded, then the path and query are unchanged, x-user-* is stripped and ids and trace pass', async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/products?page=2&sort=az', {
      headers: {
        'x-user-id': 'admin',
        'x-user-roles': 'admin',
        'x-request-id': 'req-abc_1',
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      },
    });
    expect(res.status).toBe(200);
    const seen = res.json();
    expect(seen.url).toBe('/api/products?page=2&sort=az');
    expect(Object.keys(seen.headers).filter((name) => name.startsWith('x-user-'))).toEqual([]);
    expect(seen.headers['x-request-id']).toBe('req-abc_1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.traceparent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-0[01]$/);
    expect(res.headers['x-request-id']).toBe('req-abc_1');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('when a service is down, then only its prefix fails with a JSON 503; the others keep working', async () => {
    const down = await call(stack.gatewayUrl, 'GET', '/api/config');
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({
      error: 'The content service is unavailable, please try again later',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await call(stack.gatewayUrl, 'GET', '/api/products')).status).toBe(200);
    expect((await call(stack.gatewayUrl, 'GET', '/api/auth/.well-known/jwks.json')).status).toBe(200);
  });

  it('when a cookie-authenticated write comes from another site, then 403; from our origin it passes', async () => {
    const path = '/api/products/64b0000000000000000000aa';
    const foreign = await call(stack.gatewayUrl, 'DELETE', path, {
      cookie: admin,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    expect(
      (await call(stack.gatewayUrl, 'DELETE', path, { cookie: admin, headers: { origin: ORIGIN } })).status,
    ).toBe(200);
    expect(
      (
        await call(stack.gatewayUrl, 'DELETE', path, {
          token: admin,
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(200);
  });

  it('when a JSON route gets a form body, then 415; multipart passes only where an image is uploaded', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (
        await call(stack.gatewayUrl, 'POST', '/api/categories', {
          token: admin,
          headers: form,
          body: 'title=x',
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await call(stack.gatewayUrl, 'POST', '/api/categories', {
          token: admin,
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
    const multipart = { 'content-type': 'multipart/form-data; boundary=b' };
    const body = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nRose\r\n--b--\r\n';
    expect(
      (await call(stack.gatewayUrl, 'POST', '/api/categories', { token: admin, headers: multipart, body }))
        .status,
    ).toBe(415);
    expect(
      (await call(stack.gatewayUrl, 'POST', '/api/products', { token: admin, headers: multipart, body }))
        .status,
    ).toBe(200);
  });

  it('when a body is over the limit, then 413 (1 MiB for JSON, 6 MiB for product uploads)', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(stack.gatewayUrl, 'POST', '/api/categories', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    const upload = Buffer.alloc(3 * 1024 * 1024, 1);
    const ok = await call(stack.gatewayUrl, 'POST', '/api/products', {
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: upload,
    });
    expect(ok.status).toBe(200);
  });

  it('when a client posts reviews too fast, then 429 with Retry-After in the one error shape', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await call(stack.gatewayUrl, 'POST', '/api/review', { json: {} });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([503, 503, 429]);
    expect(last!.json()).toEqual({
      error: 'Too many requests, please try again later',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when the browser reads anything, then security headers are set (pages and API each with their policy) and CORS answers only our origins', async () => {
    const res = await call(stack.gatewayUrl, 'GET', '/api/products', {
      headers: { origin: 'http://localhost:3001' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined(); // a document's header, not JSON's
    const page = await call(stack.gatewayUrl, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' http://localhost:8080");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await call(stack.gatewayUrl, 'GET', '/api/products', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when the shell is asked for, then files are served with the right caching and front-end routes fall back to index.html', async () => {
    const html = { accept: 'text/html' };
    const root = await call(stack.gatewayUrl, 'GET', '/', { headers: html });
    expect(root.status).toBe(200);
    expect(root.text).toContain('<title>Shop</title>');
    const deep = await call(stack.gatewayUrl, 'GET', '/admin/all-orders', { headers: html });
    expect(deep.text).toContain('<title>Shop</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await call(stack.gatewayUrl, 'GET', '/remotes.json')).headers['cache-control']).toBe('no-store');
    expect((await call(stack.gatewayUrl, 'GET', '/main.0123456789ab.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await call(stack.gatewayUrl, 'GET', '/missing.js')).status).toBe(404);
    const api = await call(stack.gatewayUrl, 'GET', '/api/not-a-route', { headers: html });
    expect(api.status).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('when / is asked for with a forged or a customer token, then the cached round serves it; only a verified admin has it rendered fresh', async () => {
    const html = { accept: 'text/html' };
    const renders = (fresh: 0 | 1) => echo.requests.filter((url) => url.startsWith('/render?') && url.endsWith(`fresh=${fresh}`)).length;
    const customer = (await signupSettled(stack)).token;
    for (const caller of [
      { cookie: 'forged' },
      { token: 'forged' },
      { cookie: customer },
      { token: customer },
    ])
      expect((await call(stack.gatewayUrl, 'GET', '/', { headers: html, ...caller })).status).toBe(200);
    expect(renders(1)).toBe(0);
    expect(renders(0)).toBeGreaterThanOrEqual(1);
    await call(stack.gatewayUrl, 'GET', '/', { headers: html, cookie: admin });
    expect(renders(1)).toBe(1);
  });

  it('when the browser accepts Brotli and the build wrote a .br copy, then that copy is sent, cached as the file', async () => {
    const res = await fetch(`${stack.gatewayUrl}/main.0123456789ab.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
    const identity = await fetch(`${stack.gatewayUrl}/main.0123456789ab.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe('console.log(1)');
  });

  it('when the broker is connected, then the gateway is ready', async () => {
    const ready = await call(stack.gatewayUrl, 'GET', '/readyz');
    expect(ready.json()).toEqual({ status: 'ready', dependencies: { rabbitmq: 'up' } });
  });
});
