import { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

export const promoEnvSchema = serviceEnvSchema('promo', 4005, {
  ...serviceAuthEnvShape('promo'),
  /** Demo codes (WELCOME10, GLOW50, one expired, one inactive) written once into an empty database. */
  SEED_DEMO_DATA: z.stringbool().default(false),
});

export type PromoEnv = z.infer<typeof promoEnvSchema>;
