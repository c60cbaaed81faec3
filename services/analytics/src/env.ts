import { z } from 'zod';
import {
  amqpEnvSchema,
  baseEnvSchema,
  loadEnv,
  mongoEnvSchema,
  serviceAuthEnvShape,
} from '@shop/service-kit';

/** True when the runtime knows the zone (a typo would otherwise put every order on a UTC day). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const analyticsEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...serviceAuthEnvShape('analytics'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4009),
  MONGO_DB: z.string().min(1).default('analytics'),
  /** The calendar whose days the reports count (the shop's, Egypt's). */
  REPORT_TIME_ZONE: z.string().refine(isTimeZone, 'Must be an IANA time zone').default('Africa/Cairo'),
});

export type AnalyticsEnv = z.infer<typeof analyticsEnvSchema>;

export function loadAnalyticsEnv(source: NodeJS.ProcessEnv = process.env): AnalyticsEnv {
  return loadEnv(analyticsEnvSchema, source);
}
