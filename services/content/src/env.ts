import { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

export const contentEnvSchema = serviceEnvSchema('content', 4006, {
  ...serviceAuthEnvShape('content'),
  /** Demo shop content (configuration, FAQs, reviews, an announcement) written once into an empty database. */
  SEED_DEMO_DATA: z.stringbool().default(true),
});

export type ContentEnv = z.infer<typeof contentEnvSchema>;
