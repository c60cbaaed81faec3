import { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

/** True when the runtime knows the zone (a typo would otherwise put every order on a UTC day). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const analyticsEnvSchema = serviceEnvSchema('analytics', 4009, {
  ...serviceAuthEnvShape('analytics'),
  /** The calendar whose days the reports count (the shop's, Egypt's). */
  REPORT_TIME_ZONE: z.string().refine(isTimeZone, 'Must be an IANA time zone').default('Africa/Cairo'),
});

export type AnalyticsEnv = z.infer<typeof analyticsEnvSchema>;
