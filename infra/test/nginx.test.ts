import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RunningNginx } from './support/nginx';
import { cacheControlFor, findNginx, freePort, startNginx } from './support/nginx';
import { readRepoFile } from './support/repo';

const remoteConfig = readRepoFile('infra/docker/nginx-remote.conf');
const shellConfig = readRepoFile('infra/docker/nginx-shell.conf.template');
const nginx = findNginx();
if (!nginx) {
  console.warn(
    'infra/docker nginx configs: no nginx binary (NGINX_BIN, PATH or /usr/sbin), so only their cache rules are ' +
      'checked; install nginx to also serve real requests through them.',
  );
}

describe('front-end cache rules', () => {
  it.each([
    ['/remoteEntry.js', 'no-store'],
    ['/mf-manifest.json', 'no-store'],
    ['/mf-stats.json', 'no-store'],
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/static/css/app.0123456789abcdef.css', 'public, max-age=31536000, immutable'],
    ['/106.73f7f4bd1939eeb65bb6.js.map', 'public, max-age=31536000, immutable'],
    ['/main.js', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/123.js', 'no-cache'],
  ])('when a remote serves %s, then Cache-Control is %s', (uri, expected) => {
    expect(cacheControlFor(remoteConfig, uri)).toBe(expected);
  });

  it.each([
    ['/remotes.json', 'no-store'],
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
  ])('when the shell serves %s, then Cache-Control is %s', (uri, expected) => {
    expect(cacheControlFor(shellConfig, uri)).toBe(expected);
  });
});

// Served for real when an nginx binary is there; the rules above hold either way.
(nginx ? describe : describe.skip)('front-end nginx servers', () => {
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  // Started as root, nginx serves from unprivileged workers: the folder must be readable by others.
  fs.chmodSync(files, 0o755);
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(files, relative)), { recursive: true });
    fs.writeFileSync(path.join(files, relative), content);
  };
  let remote: RunningNginx;
  let shell: RunningNginx;
  // the shell's nginx in front of a gateway that does not answer (its port is closed)
  let shellAlone: RunningNginx;
  let gateway: http.Server;

  beforeAll(async () => {
    write('remote/remoteEntry.js', 'var storefront;');
    write('remote/mf-manifest.json', '{"name":"storefront"}');
    write('remote/main.1a2b3c4d.js', 'console.log("chunk");'.repeat(100));
    write('shell/index.html', '<html lang="en">shell</html>');
    write('shell/index.ar.html', '<html lang="ar" dir="rtl"><noscript>يُرجى تفعيل جافاسكريبت</noscript></html>');
    write('shell/remotes.json', '{"storefront":"built-in"}');
    write('mounted/remotes.json', '{"storefront":"from the ConfigMap"}');
    // a page the render server does not know is the gateway's 404; a busy gateway answers 503
    gateway = http.createServer((request, response) => {
      if (request.url === '/no-such-page') response.statusCode = 404;
      if (request.url === '/busy') response.statusCode = 503;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          url: request.url,
          host: request.headers.host,
          forwardedHost: request.headers['x-forwarded-host'],
        }),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as { port: number }).port}`;
    remote = await startNginx(nginx!, 'infra/docker/nginx-remote.conf', {
      '/usr/share/nginx/html': `${files}/remote`,
    });
    shell = await startNginx(
      nginx!,
      'infra/docker/nginx-shell.conf.template',
      { '/usr/share/nginx/html': `${files}/shell`, '/etc/shop/shell': `${files}/mounted` },
      { GATEWAY_URL: gatewayUrl },
    );
    shellAlone = await startNginx(
      nginx!,
      'infra/docker/nginx-shell.conf.template',
      { '/usr/share/nginx/html': `${files}/shell`, '/etc/shop/shell': `${files}/mounted` },
      { GATEWAY_URL: `http://127.0.0.1:${await freePort()}` },
    );
  });

  afterAll(async () => {
    await Promise.all([remote?.stop(), shell?.stop(), shellAlone?.stop(), new Promise((resolve) => gateway?.close(resolve))]);
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('when the shell on another origin fetches a remote manifest, then CORS allows it and nothing caches it', async () => {
    const response = await fetch(`${remote.url}/mf-manifest.json`, {
      headers: { origin: 'https://shop.example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when a hashed chunk is fetched, then it is compressed and cached for a year', async () => {
    const response = await fetch(`${remote.url}/main.1a2b3c4d.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('when a file is missing from a remote, then it is a 404', async () => {
    expect((await fetch(`${remote.url}/missing.9f8e7d6c.js`)).status).toBe(404);
  });

  it('when an admin page is opened, then the shell answers index.html, revalidated on every load', async () => {
    for (const path of ['/admin', '/admin/orders']) {
      const response = await fetch(`${shell.url}${path}`);
      expect(await response.text()).toBe('<html lang="en">shell</html>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${shell.url}/missing.9f8e7d6c.js`)).status).toBe(404);
  });

  it('when a storefront page is opened, then its HTML and status are the gateway\'s, which asks the render server', async () => {
    const gatewaySaw = async (path: string, status = 200) => {
      const response = await fetch(`${shell.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(status);
      return ((await response.json()) as { url: string; forwardedHost: string });
    };
    for (const path of ['/', '/products/abc?utm_source=whatsapp', '/our-collection', '/ar', '/ar/products/abc', '/arabic-oils']) {
      expect(await gatewaySaw(path)).toMatchObject({ url: path, forwardedHost: new URL(shell.url).host });
    }
    // the render server's files for the whole shop, and a real 404 for a path that is no page
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.svg', '/manifest.webmanifest']) {
      expect((await gatewaySaw(path)).url).toBe(path);
    }
    expect((await gatewaySaw('/no-such-page', 404)).url).toBe('/no-such-page');
    // a busy gateway's page is the bare shell, which draws the page itself
    expect(await (await fetch(`${shell.url}/busy`)).text()).toBe('<html lang="en">shell</html>');
  });

  it('when the gateway does not answer, then pages are the bare shell (Arabic ones its Arabic page), 200', async () => {
    for (const path of ['/', '/products/abc', '/arabic-oils']) {
      const response = await fetch(`${shellAlone.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<html lang="en">shell</html>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    for (const path of ['/ar', '/ar/our-collection', '/ar/products/abc']) {
      const response = await fetch(`${shellAlone.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(
        '<html lang="ar" dir="rtl"><noscript>يُرجى تفعيل جافاسكريبت</noscript></html>',
      );
    }
    // the file served is the one the shell's build writes
    expect(readRepoFile('shell/webpack.config.mjs')).toContain("filename: 'index.ar.html'");
    // no sitemap rather than a page in its place
    expect((await fetch(`${shellAlone.url}/sitemap.xml`)).status).toBe(502);
  });

  it('when remotes.json is mounted, then the shell serves the mounted one, never cached', async () => {
    const response = await fetch(`${shell.url}/remotes.json`);
    expect(await response.json()).toEqual({ storefront: 'from the ConfigMap' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when the browser calls /api on the shell origin, then the gateway gets the request as sent, with the public host', async () => {
    const response = await fetch(`${shell.url}/api/images/logo.png?size=2`, { headers: { 'x-test': '1' } });
    expect(await response.json()).toEqual({
      url: '/api/images/logo.png?size=2',
      host: new URL(shell.url).host,
      forwardedHost: new URL(shell.url).host,
    });
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
