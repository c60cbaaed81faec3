import { z } from 'zod';
import { serviceEnvSchema } from '@shop/service-kit';

/** Local use only (the order and notification services share it): the app warns when it runs with it. */
export const DEV_ORDER_TRACKING_SECRET = 'local-dev-order-tracking-secret-change-me';
export const notificationEnvSchema = serviceEnvSchema('notification', 4008, {
  /** Where mail goes: MailDev locally, a real relay (with its credentials, from a Secret) elsewhere. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'Must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('"Beauty Corner" <orders@shop.local>'),
  /** Signs the e-mails' tracking links; the order service verifies them with the same secret (issue 32). */
  ORDER_TRACKING_SECRET: z.string().min(32).default(DEV_ORDER_TRACKING_SECRET),
  /** The shop's public origin: the e-mails' tracking links open its /track page. */
  SHOP_PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  /** The content service, whose public site configuration names the shop in every e-mail. */
  CONTENT_URL: z.url().default('http://127.0.0.1:4006'),
  /** How long one answer of the content service is reused; a renamed shop shows in e-mails this much later. */
  SHOP_NAME_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The name used while the content service has never answered (its own default). */
  SHOP_NAME_FALLBACK: z.string().min(1).default('Beauty Corner'),
  /** Deliveries of one event before it is dead-lettered (SMTP down): with the delay below, about 40 s of retries. */
  EMAIL_MAX_DELIVERIES: z.coerce.number().int().min(1).max(50).default(10),
  /** First pause before a failed e-mail is retried, doubled each time (the kit caps one pause at 5 s). */
  EMAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Longest one SMTP conversation may take; shorter than the lease, so no live send is ever taken over. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** How long a send's claim holds before another copy may decide its process died (decision 010). */
  SEND_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
}).refine((env) => env.SMTP_TIMEOUT_MS < env.SEND_LEASE_MS, {
  path: ['SEND_LEASE_MS'],
  message: 'SMTP_TIMEOUT_MS must be shorter than SEND_LEASE_MS (decision 010)',
});

export type NotificationEnv = z.infer<typeof notificationEnvSchema>;
