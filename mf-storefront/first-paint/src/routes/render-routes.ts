import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InlineImages } from '../data/inline-images';
import type { ShopData } from '../data/shop-data';
import { FALLBACK_SHOP_NAME, renderPage } from '../pages/render-page';
import { buildSitemap, createFirstSeen, faviconSvg, robotsTxt, webManifest } from './site-files';

export interface RenderRoutesOptions {
  data: ShopData;
  origin: string;
  /** The product photo painted with the HTML (decision 034). */
  images?: InlineImages;
  /** How long the gateway may keep a shared page or file (the data's own cache time). */
  ttlMs: number;
}

const RenderQuery = z.object({
  /** The page's path and query as the shopper asked for it ('/products/abc?x=1'). */
  path: z.string().startsWith('/').max(2048),
  /** '1': a verified admin's page, read now (decision 015). */
  fresh: z.enum(['0', '1']).optional(),
});

/**
 * The storefront's server render, asked by the gateway (docs/decisions/020): `GET /render?path=` answers the
 * parts of the page as JSON with its status; robots.txt, sitemap.xml, the favicon and the web manifest are
 * answered as they are and passed on by the gateway.
 */
export async function renderRoutes(app: FastifyInstance, options: RenderRoutesOptions): Promise<void> {
  const { data, origin, images } = options;
  const shared = `public, max-age=${Math.max(1, Math.floor(options.ttlMs / 1000))}`;
  const firstSeen = createFirstSeen();
  const shopName = async () => (await data.site()).config?.name.trim() || FALLBACK_SHOP_NAME;

  app.get('/render', { schema: { querystring: RenderQuery } }, async (request, reply) => {
    const { path, fresh } = request.query as z.infer<typeof RenderQuery>;
    const started = performance.now();
    const page = await renderPage(path, { data, origin, images, fresh: fresh === '1' });
    // the time this server spent on the page (reads from its cache included), for DevTools and the benchmark
    const duration = (performance.now() - started).toFixed(2);
    return reply
      .header('cache-control', page.shared && fresh !== '1' ? shared : 'no-store')
      .header('server-timing', `render;dur=${duration}`)
      .send(page);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await buildSitemap(data, origin, firstSeen);
    if (!xml) {
      return reply.status(503).header('retry-after', '5').send({ error: 'The sitemap is not available right now', code: 'CATALOG_UNAVAILABLE' });
    }
    return reply.header('cache-control', shared).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('cache-control', shared).type('image/svg+xml').send(faviconSvg(await shopName())),
  );

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const site = await data.site();
    const name = site.config?.name.trim() || FALLBACK_SHOP_NAME;
    return reply
      .header('cache-control', shared)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(name, site.config?.description ?? '')));
  });
}
