import { z } from 'zod';
import { jwtEnvSchema, serviceEnvSchema } from '@shop/service-kit';

/** A development-only secret: with it the private keys are encrypted, but with a key everyone can read. */
export const DEV_KEY_ENCRYPTION_SECRET = 'local-dev-key-encryption-secret-change-me';

export const identityEnvSchema = serviceEnvSchema('identity', 4001, {
  JWT_ISSUER: jwtEnvSchema.shape.JWT_ISSUER,
  JWT_AUDIENCE: jwtEnvSchema.shape.JWT_AUDIENCE,
  KEY_ENCRYPTION_SECRET: z.string().min(16).default(DEV_KEY_ENCRYPTION_SECRET),
  /** A key added by rotation is published this long before it signs, so every verifier has fetched it. */
  KEY_ACTIVATION_DELAY_SECONDS: z.coerce.number().int().min(0).default(300),
  COOKIE_SECURE: z.stringbool().default(false),
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax), or 'false'. */
  TRUST_PROXY: z.string().default('loopback'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Where the reset e-mail goes: MailDev locally, a real relay elsewhere (as the notification service's). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'Must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('"Beauty Corner" <orders@shop.local>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The shop's public origin: (the render server reads the same variable); the reset e-mail links to its /reset-password page. */
  SHOP_PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  SEED_DEMO_DATA: z.stringbool().default(true),
  ADMIN_EMAIL: z.string().trim().toLowerCase().default('admin@shop.local'),
  ADMIN_PASSWORD: z.string().min(8).max(128).default('ChangeMe-Admin-1'),
  DEMO_CUSTOMER_EMAIL: z.string().trim().toLowerCase().default('customer@shop.local'),
  DEMO_CUSTOMER_PASSWORD: z.string().min(8).max(128).default('ChangeMe-Customer-1'),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;

/** Fastify's `trustProxy` from the env text: 'true'/'false' or a proxy-addr list such as 'loopback,10.0.0.0/8'. */
export function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
