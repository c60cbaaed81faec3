import type { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

export const auditEnvSchema = serviceEnvSchema('audit', 4007, {
  ...serviceAuthEnvShape('audit'),
});

export type AuditEnv = z.infer<typeof auditEnvSchema>;
