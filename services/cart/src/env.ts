import { z } from 'zod';
import { amqpEnvSchema, baseEnvSchema, loadEnv, mongoEnvSchema } from '@shop/service-kit';

/** No JWT settings: every cart call is anonymous (the session id is the only key to a cart). */
export const cartEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65_535).default(4003),
  MONGO_DB: z.string().min(1).default('cart'),
  /** Asked for a product the cart has not heard of yet. */
  CATALOG_URL: z.url().default('http://127.0.0.1:4002'),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

export type CartEnv = z.infer<typeof cartEnvSchema>;

export function loadCartEnv(source: NodeJS.ProcessEnv = process.env): CartEnv {
  return loadEnv(cartEnvSchema, source);
}
