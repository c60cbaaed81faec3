import { z } from 'zod';
import {
  amqpEnvSchema,
  baseEnvSchema,
  loadEnv,
  mongoEnvSchema,
  serviceAuthEnvShape,
} from '@shop/service-kit';

export const catalogEnvSchema = z.object({
  ...baseEnvSchema.shape,
  ...mongoEnvSchema.shape,
  ...amqpEnvSchema.shape,
  ...serviceAuthEnvShape('catalog'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4002),
  MONGO_DB: z.string().min(1).default('catalog'),
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

export function loadCatalogEnv(source: NodeJS.ProcessEnv = process.env): CatalogEnv {
  return loadEnv(catalogEnvSchema, source);
}
