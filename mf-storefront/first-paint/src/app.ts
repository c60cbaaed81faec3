import type { FastifyInstance } from 'fastify';
import { createApp } from '@shop/service-kit';
import { createInlineImages, type InlineImages } from './data/inline-images';
import { createShopData, type ShopData } from './data/shop-data';
import { firstUrl, type RenderEnv } from './env';
import { renderRoutes } from './routes/render-routes';

/**
 * The storefront's render server (docs/decisions/020): the storefront team's own small server, deployed with
 * the storefront remote, which the gateway asks for the HTML parts of storefront routes.
 */
export function buildRenderApp(env: RenderEnv, overrides: { data?: ShopData; images?: InlineImages } = {}): FastifyInstance {
  const app = createApp({ name: 'storefront-render', logLevel: env.LOG_LEVEL, openapi: false });
  const data =
    overrides.data ??
    createShopData({
      catalogUrl: firstUrl(env.CATALOG_URL),
      contentUrl: firstUrl(env.CONTENT_URL),
      ttlMs: env.CACHE_TTL_MS,
      timeoutMs: env.READ_TIMEOUT_MS,
    });
  const images =
    overrides.images ?? createInlineImages({
      catalogUrl: firstUrl(env.CATALOG_URL),
      timeoutMs: env.READ_TIMEOUT_MS,
      maxBytes: env.INLINE_PHOTO_MAX_BYTES,
    });
  void app.register(renderRoutes, { data, images, origin: env.SHOP_PUBLIC_ORIGIN, ttlMs: env.CACHE_TTL_MS });
  return app;
}
