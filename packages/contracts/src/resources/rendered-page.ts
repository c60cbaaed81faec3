import { z } from 'zod';

/**
 * The storefront render server's answer to `GET /render?path=` (docs/decisions/020): the parts of one
 * storefront page, which the gateway puts into the shell's index.html. Every string is HTML the storefront
 * team wrote and escaped; the gateway runs none of it.
 */
export const RenderedPage = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  head: z.string(),
  css: z.string(),
  root: z.string(),
  firstPaint: z.enum(['home', 'product', 'catalog', 'search', 'not-found']).optional(),
  /** The page's JSON data block (`SiteBootstrap`), written as JSON by the gateway. */
  data: z.record(z.string(), z.unknown()),
  shared: z.boolean(),
});
export type RenderedPage = z.infer<typeof RenderedPage>;
