import { z } from 'zod';
import {
  amqpEnvSchema,
  baseEnvSchema,
  loadEnv,
  mongoEnvSchema,
  serviceAuthEnvShape,
} from '@shop/service-kit';

export const contentEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...serviceAuthEnvShape('content'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4006),
  MONGO_DB: z.string().min(1).default('content'),
  /** Demo shop content (configuration, FAQs, reviews, an announcement) written once into an empty database. */
  SEED_DEMO_DATA: z.stringbool().default(true),
});

export type ContentEnv = z.infer<typeof contentEnvSchema>;

export function loadContentEnv(source: NodeJS.ProcessEnv = process.env): ContentEnv {
  return loadEnv(contentEnvSchema, source);
}
