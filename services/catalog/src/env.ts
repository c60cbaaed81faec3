import { z } from 'zod';
import { serviceAuthEnvShape, serviceEnvSchema } from '@shop/service-kit';

export const catalogEnvSchema = serviceEnvSchema('catalog', 4002, {
  ...serviceAuthEnvShape('catalog'),
  /** Prepended to the durable queue names (benchmarks and tests run beside a real catalog). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/)
    .default(''),
  /** The OpenTelemetry switch: `true` leaves tracing (and its per-request context tracking) off. */
  OTEL_SDK_DISABLED: z.stringbool().default(false),
  /** How often holds are looked into (stalled steps). */
  STOCK_HOLD_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
  /** Demo categories, products and images on an empty database (idempotent). */
  SEED_DEMO_DATA: z.stringbool().default(true),
});

export type CatalogEnv = z.infer<typeof catalogEnvSchema>;
