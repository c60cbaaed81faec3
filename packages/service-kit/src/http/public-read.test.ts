import type { FastifyInstance } from 'fastify';
import { createApp } from './create-app';
import { installEtags, PUBLIC_READ_CACHE_CONTROL, publicReadCache } from './public-read';

describe('public reads', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = createApp({ name: 'public-read-test', logLevel: 'silent', openapi: false });
    installEtags(app);
    app.get('/api/faqs/visible', { onSend: publicReadCache }, async () => ({ data: ['a', 'b'] }));
    await app.ready();
  });

  afterAll(() => app.close());

  it('when an anonymous visitor reads, then the answer is shared-cacheable for seconds with a strong ETag', async () => {
    const res = await app.inject('/api/faqs/visible');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    // a browser keeps the anonymous copy apart from what it asks once signed in
    expect(res.headers.vary).toBe('cookie, authorization');
  });

  it('when the visitor already has those bytes, then 304 with the same ETag and caching', async () => {
    const first = await app.inject('/api/faqs/visible');
    const again = await app.inject({
      url: '/api/faqs/visible',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('when a signed-in caller reads, then the answer is only revalidated, never marked public', async () => {
    const res = await app.inject({ url: '/api/faqs/visible', headers: { authorization: 'Bearer x.y.z' } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
