import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { RenderedPage } from '@shop/contracts';
import { cacheControlFor, serveShell } from './serve-shell';
import type { RenderClient } from './storefront-render/render-client';

describe('cacheControlFor', () => {
  it('when the file is the remotes manifest, then it is never stored', () => {
    expect(cacheControlFor('/dist/remotes.json')).toBe('no-store');
  });

  it('when the file is index.html, then it is revalidated on every load', () => {
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  });

  it('when the file name carries a content hash, then it is cached for a year', () => {
    expect(cacheControlFor('/dist/main.3f9a1c2b7d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/vendors-node_modules-a1b2c3d4e5.css')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('when the file is a precompressed copy, then it is cached as the file it stands for', () => {
    expect(cacheControlFor('/dist/index.html.br')).toBe('no-cache');
    expect(cacheControlFor('/dist/main.3f9a1c2b7d.js.gz')).toBe('public, max-age=31536000, immutable');
  });

  it('when the file is unhashed, then only briefly', () => {
    expect(cacheControlFor('/dist/favicon.ico')).toBe('public, max-age=300');
  });
});

describe('serveShell with the storefront render server', () => {
  const INDEX =
    '<html><head><title>Shell</title></head><body><noscript>Please enable JavaScript</noscript><div id="root"></div></body></html>';
  // as the shell's build writes it for /ar pages
  const INDEX_AR =
    '<html lang="ar" dir="rtl"><head><title>Shell</title></head><body><noscript>يُرجى تفعيل جافاسكريبت</noscript><div id="root"></div></body></html>';
  let app: FastifyInstance;
  let dist: string;
  const asked: Array<{ path: string; fresh: boolean }> = [];
  let renderDown = false;

  const page = (status: 200 | 404, title: string): RenderedPage => ({
    status,
    head: `<title>${title}</title>`,
    css: '.fp-slogan{margin:0}',
    root: '<h1 class="fp-slogan">&lt;b&gt;Glow&lt;/b&gt;</h1>',
    firstPaint: 'home',
    data: { config: { name: 'Bloom' } },
    shared: true,
  });
  const render: RenderClient = {
    page: async (pathAndQuery, fresh) => {
      asked.push({ path: pathAndQuery, fresh });
      if (renderDown) return undefined;
      return pathAndQuery.startsWith('/nope') ? page(404, 'Page not found — Bloom') : page(200, 'Bloom');
    },
    file: async (file) =>
      renderDown ? undefined : { status: 200, contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600', body: Buffer.from(`file ${file}`) },
    close: async () => undefined,
  };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'index.ar.html'), INDEX_AR);
    app = Fastify();
    // the gateway asks identity; here a header stands for a verified admin's token
    const readsFresh = async (request: FastifyRequest) => {
      if (request.headers['x-test-admin'] === 'unverifiable') throw new Error('identity is down');
      return request.headers['x-test-admin'] === 'yes';
    };
    await serveShell(app, dist, { render, readsFresh });
  });
  afterAll(() => app.close());
  afterEach(() => {
    renderDown = false;
  });

  it('when a storefront page is asked for, then the shell carries its head, first paint and data block, revalidated every time', async () => {
    const answer = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('<title>Bloom</title>');
    expect(answer.body).not.toContain('<title>Shell</title>');
    expect(answer.body).toContain('<div id="root" data-first-paint="home"><h1 class="fp-slogan">&lt;b&gt;Glow&lt;/b&gt;</h1>');
    expect(answer.body).toContain('<script type="application/json" id="shop-bootstrap">');
  });

  it('when the render server says the page is not found, then the answer is a 404 with its page', async () => {
    const answer = await app.inject({ url: '/nope?x=1', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<title>Page not found — Bloom</title>');
    expect(asked.at(-1)).toEqual({ path: '/nope?x=1', fresh: false });
  });

  it('when the render server is slow or down, then the bare shell is served', async () => {
    renderDown = true;
    const answer = await app.inject({ url: '/products/abc', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(503);
  });

  it('when an Arabic page is asked for, then <html> is lang="ar" dir="rtl" from the first byte, rendered or bare', async () => {
    const rendered = await app.inject({ url: '/ar/our-collection', headers: { accept: 'text/html' } });
    expect(rendered.body).toMatch(/^<html lang="ar" dir="rtl"><head>/);
    expect(asked.at(-1)).toEqual({ path: '/ar/our-collection', fresh: false });
    renderDown = true;
    const bare = await app.inject({ url: '/ar/products/abc', headers: { accept: 'text/html' } });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toBe(INDEX_AR);
  });

  it('when a page is bare, then its <noscript> sentence is in the page\'s language', async () => {
    renderDown = true;
    const arabic = await app.inject({ url: '/ar', headers: { accept: 'text/html' } });
    expect(arabic.body).toContain('<noscript>يُرجى تفعيل جافاسكريبت</noscript>');
    expect(arabic.body).not.toContain('Please enable JavaScript');
    const english = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(english.body).toContain('<noscript>Please enable JavaScript</noscript>');
  });

  it('when the build has no index.ar.html (an older one), then Arabic pages are index.html in Arabic dress', async () => {
    renderDown = true;
    fs.renameSync(path.join(dist, 'index.ar.html'), path.join(dist, 'old.ar'));
    try {
      const bare = await app.inject({ url: '/ar/products/abc', headers: { accept: 'text/html' } });
      expect(bare.statusCode).toBe(200);
      expect(bare.body).toBe(INDEX.replace('<html>', '<html lang="ar" dir="rtl">'));
    } finally {
      fs.renameSync(path.join(dist, 'old.ar'), path.join(dist, 'index.ar.html'));
    }
  });

  it('when a first visit prefers Arabic, then a 302 to the same page under /ar; with a lang cookie, the page asked for', async () => {
    const first = await app.inject({ url: '/our-collection?category=c1', headers: { accept: 'text/html', 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ar/our-collection?category=c1');
    const chosen = await app.inject({
      url: '/our-collection',
      headers: { accept: 'text/html', 'accept-language': 'ar-EG,ar;q=0.9', cookie: 'lang=en' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toMatch(/^<html lang="en" dir="ltr">/);
  });

  it('when robots.txt is asked for, then the render server\'s file is passed on with its caching', async () => {
    const answer = await app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('file /robots.txt');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('when the path has a malformed escape, then a 4xx, never a 500', async () => {
    const answer = await app.inject({ url: '/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });

  it('when the admin area is asked for, then it keeps its own rules: the bare shell, no render', async () => {
    asked.length = 0;
    const answer = await app.inject({ url: '/admin/products', headers: { accept: 'text/html' } });
    expect(answer.body).toBe(INDEX);
    expect(asked).toEqual([]);
  });

  it('when the browser accepts Brotli, then the page is sent compressed', async () => {
    const answer = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toContain('fp-slogan');
  });

  it('when a verified admin asks for a page, then it is rendered fresh for them; anyone else may take the cached round', async () => {
    asked.length = 0;
    await app.inject({ url: '/', headers: { accept: 'text/html', 'x-test-admin': 'yes' } });
    await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=x; authToken=abc' } });
    expect(asked).toEqual([{ path: '/', fresh: true }, { path: '/', fresh: false }]);
  });

  it('when the caller cannot be verified right now, then the page is still served, from the cached round', async () => {
    asked.length = 0;
    const answer = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'x-test-admin': 'unverifiable' },
    });
    expect(answer.statusCode).toBe(200);
    expect(asked).toEqual([{ path: '/', fresh: false }]);
  });
});
