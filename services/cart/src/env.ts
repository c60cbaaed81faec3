import { z } from 'zod';
import { serviceEnvSchema } from '@shop/service-kit';

/** No JWT settings: every cart call is anonymous (the session id is the only key to a cart). */
export const cartEnvSchema = serviceEnvSchema('cart', 4003, {
  /** Asked for a product the cart has not heard of yet. */
  CATALOG_URL: z.url().default('http://127.0.0.1:4002'),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

export type CartEnv = z.infer<typeof cartEnvSchema>;
