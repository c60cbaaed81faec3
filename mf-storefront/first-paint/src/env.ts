import { z } from 'zod';
import { baseEnvSchema, loadEnv } from '@shop/service-kit';
import { INLINE_MAX_BYTES } from './data/inline-images';

const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The storefront render server's environment (docs/decisions/020). */
export const renderEnvSchema = z.object({
  ...baseEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(3011),
  /** The catalog's public reads (products, categories); the first of a comma-separated list. */
  CATALOG_URL: z.string().default('http://127.0.0.1:4002'),
  /** The content service's public reads (configuration, statistics, social links, announcements). */
  CONTENT_URL: z.string().default('http://127.0.0.1:4006'),
  /**
   * The shop's address as shoppers and crawlers see it (scheme, host, port; no path): canonical URLs, og:url,
   * og:image, the sitemap and robots.txt are absolute from it.
   */
  SHOP_PUBLIC_ORIGIN: z
    .url()
    .default('http://localhost:8080')
    .refine(
      (value) => URL.canParse(value) && new URL(value).pathname === '/' && !value.endsWith('/'),
      'expected an origin such as https://shop.example.eg, without a path or trailing slash',
    ),
  /** How long a read of the catalog or content service is reused for the pages (and the gateway's copy lives). */
  CACHE_TTL_MS: positive(5000),
  /** A service slower than this leaves its part out of the page. */
  READ_TIMEOUT_MS: positive(800),
  /**
   * The largest phone rendition of a product photo painted with the HTML as a data: URI (decision 034); 0 sends
   * every photo by the network only.
   */
  INLINE_PHOTO_MAX_BYTES: z.coerce.number().int().min(0).default(INLINE_MAX_BYTES),
});

export type RenderEnv = z.infer<typeof renderEnvSchema>;

export function loadRenderEnv(source: NodeJS.ProcessEnv = process.env): RenderEnv {
  return loadEnv(renderEnvSchema, source);
}

/** The first URL of a comma-separated list (the services' *_URL may name several replicas). */
export function firstUrl(value: string): string {
  return value.split(',')[0]!.trim();
}
