import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { cacheControlFor, serveShell } from './serve-shell';

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

describe('serveShell with site content', () => {
  const INDEX = '<html><head></head><body><div id="root"></div></body></html>';
  let app: FastifyInstance;
  const asked: Array<{ fresh?: boolean } | undefined> = [];

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    app = Fastify();
    const config = {
      name: 'Bloom',
      slogan1: '<b>Glow</b>',
      slogan2: '',
      description: 'd',
      aboutUs1: '',
      aboutUs2: '',
    };
    const siteContent = async (options?: { fresh?: boolean }) => {
      asked.push(options);
      return { config };
    };
    // the gateway asks identity; here a header stands for a verified admin's token
    const readsFresh = async (request: FastifyRequest) => {
      if (request.headers['x-test-admin'] === 'unverifiable') throw new Error('identity is down');
      return request.headers['x-test-admin'] === 'yes';
    };
    await serveShell(app, dist, { siteContent, readsFresh });
  });
  afterAll(() => app.close());

  it('when / is asked for, then the page carries the escaped hero and the data block, revalidated every time', async () => {
    const answer = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('class="fp-slogan">&lt;b&gt;Glow&lt;/b&gt;</h1>');
    expect(answer.body).toContain('<script type="application/json" id="shop-bootstrap">');
  });

  it('when the browser accepts Brotli, then the page is sent compressed', async () => {
    const answer = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toContain('fp-slogan');
  });

  it('when a verified admin asks for /, then the content is read fresh for them; anyone else may take the cached round', async () => {
    asked.length = 0;
    await app.inject({ url: '/', headers: { accept: 'text/html', 'x-test-admin': 'yes' } });
    await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=x; authToken=abc' } });
    expect(asked).toEqual([{ fresh: true }, { fresh: false }]);
  });

  it('when the caller cannot be verified right now, then the page is still served, from the cached round', async () => {
    asked.length = 0;
    const answer = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'x-test-admin': 'unverifiable' },
    });
    expect(answer.statusCode).toBe(200);
    expect(asked).toEqual([{ fresh: false }]);
  });

  it('when another front-end route is asked for, then it gets index.html as built', async () => {
    const answer = await app.inject({ url: '/our-collection', headers: { accept: 'text/html' } });
    expect(answer.body).toBe(INDEX);
  });
});
