import { z } from 'zod';
import {
  amqpEnvSchema,
  baseEnvSchema,
  loadEnv,
  mongoEnvSchema,
  serviceAuthEnvShape,
} from '@shop/service-kit';

export const promoEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...serviceAuthEnvShape('promo'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4005),
  MONGO_DB: z.string().min(1).default('promo'),
  /** Demo codes (WELCOME10, GLOW50, one expired, one inactive) written once into an empty database. */
  SEED_DEMO_DATA: z.stringbool().default(false),
});

export type PromoEnv = z.infer<typeof promoEnvSchema>;

export function loadPromoEnv(source: NodeJS.ProcessEnv = process.env): PromoEnv {
  return loadEnv(promoEnvSchema, source);
}
