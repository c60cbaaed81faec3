import { z } from 'zod';
import {
  amqpEnvSchema,
  baseEnvSchema,
  loadEnv,
  mongoEnvSchema,
  serviceAuthEnvShape,
} from '@shop/service-kit';

export const auditEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...serviceAuthEnvShape('audit'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4007),
  MONGO_DB: z.string().min(1).default('audit'),
});

export type AuditEnv = z.infer<typeof auditEnvSchema>;

export function loadAuditEnv(source: NodeJS.ProcessEnv = process.env): AuditEnv {
  return loadEnv(auditEnvSchema, source);
}
