import type { FastifyInstance } from 'fastify';
import type { ProductResponse } from '@shop/contracts';
import { RenderedPage } from '@shop/contracts';
import { buildProduct } from '../../../src/test-support/build-product';
import { buildRenderApp } from '../app';
import type { ShopData } from '../data/shop-data';
import { renderEnvSchema } from '../env';

const product = buildProduct({ title: 'Rose Serum', image: '/api/images/abc' });
let catalogUp = true;
const data: ShopData = {
  site: async () => ({ config: { name: 'Glow', slogan1: 's', slogan2: '', description: 'd', aboutUs1: '', aboutUs2: '' } }),
  products: async () => (catalogUp ? { data: [product] } : undefined),
  product: async (id): Promise<ProductResponse | null> => (id === product._id ? { data: product } : null),
  search: async () => undefined,
};

describe('the render server over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildRenderApp(renderEnvSchema.parse({ LOG_LEVEL: 'silent', SHOP_PUBLIC_ORIGIN: 'https://glow.example.eg' }), { data });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    catalogUp = true;
  });

  it('when the gateway asks for a product page, then the parts by contract, shareable for the cache time, with the time spent', async () => {
    const answer = await app.inject({ url: `/render?path=${encodeURIComponent(`/products/${product._id}`)}&fresh=0` });
    expect(answer.statusCode).toBe(200);
    const page = RenderedPage.parse(answer.json());
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Rose Serum — Glow</title>');
    expect(answer.headers['cache-control']).toBe('public, max-age=5');
    expect(answer.headers['server-timing']).toMatch(/^render;dur=\d+\.\d{2}$/);
  });

  it('when an admin\'s page is asked for fresh, then it is not to be kept', async () => {
    const answer = await app.inject({ url: '/render?path=%2F&fresh=1' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('when the path is missing or not a path, then 400 with the one error shape', async () => {
    for (const url of ['/render', '/render?path=https%3A%2F%2Fevil.example']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toHaveProperty('error');
    }
  });

  it('when robots.txt and the sitemap are asked for, then text and XML; without the catalog, no sitemap but a 503', async () => {
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('Sitemap: https://glow.example.eg/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>https://glow.example.eg/products/${product._id}</loc>`);
    catalogUp = false;
    const down = await app.inject({ url: '/sitemap.xml' });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('CATALOG_UNAVAILABLE');
  });

  it('when the favicon and manifest are asked for, then they carry the shop name', async () => {
    expect((await app.inject({ url: '/favicon.svg' })).body).toContain('>G</text>');
    expect((await app.inject({ url: '/manifest.webmanifest' })).json()).toMatchObject({ name: 'Glow' });
  });
});

describe('renderEnvSchema', () => {
  it('when the public origin has a path or a trailing slash, then the environment is refused', () => {
    expect(renderEnvSchema.safeParse({ SHOP_PUBLIC_ORIGIN: 'https://glow.example.eg/' }).success).toBe(false);
    expect(renderEnvSchema.safeParse({ SHOP_PUBLIC_ORIGIN: 'https://glow.example.eg/shop' }).success).toBe(false);
    expect(renderEnvSchema.safeParse({ SHOP_PUBLIC_ORIGIN: 'not a url' }).success).toBe(false);
    expect(renderEnvSchema.parse({}).SHOP_PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });
});
