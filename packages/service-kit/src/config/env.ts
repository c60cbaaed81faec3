import { z } from 'zod';

/** Variables every server reads; an app extends this with its own. */
export const baseEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
});

export const mongoEnvSchema = z.object({
  MONGO_URL: z.string().startsWith('mongodb').default('mongodb://127.0.0.1:27017'),
});

export const amqpEnvSchema = z.object({
  AMQP_URL: z.string().startsWith('amqp').default('amqp://guest:guest@127.0.0.1:5672'),
  EVENTS_EXCHANGE: z.string().min(1).default('shop.events'),
});

export const jwtEnvSchema = z.object({
  JWKS_URL: z.url().default('http://127.0.0.1:4001/api/auth/.well-known/jwks.json'),
  JWT_ISSUER: z.string().min(1).default('shop-identity'),
  JWT_AUDIENCE: z.string().min(1).default('shop'),
});

/** A TCP port; 0 asks the system for a free one (tests). */
export const portSchema = z.coerce.number().int().min(0).max(65_535);

/**
 * The env schema of a service of the shop: what every server reads (host, log level, tracing), its database
 * (`MONGO_DB` named after the service) and the broker, its port, then the service's `own` variables (which may
 * replace a default above). The service's env.ts lists only those, e.g. `...serviceAuthEnvShape('order')`.
 */
export function serviceEnvSchema<Own extends z.ZodRawShape>(name: string, port: number, own: Own) {
  return baseEnvSchema
    .extend(mongoEnvSchema.shape)
    .extend(amqpEnvSchema.shape)
    .extend({ PORT: portSchema.default(port), MONGO_DB: z.string().min(1).default(name) })
    .extend(own);
}

/** What the kit reads of a service's env (`serviceEnvSchema`, plus what a service may declare among its own). */
export interface ServiceEnv {
  HOST: string;
  PORT: number;
  LOG_LEVEL: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  MONGO_URL: string;
  MONGO_DB: string;
  AMQP_URL: string;
  EVENTS_EXCHANGE: string;
  /** Demo data written at start when true (the service's `seed`). */
  SEED_DEMO_DATA?: boolean;
  /** Prepended to the durable queue names (benchmarks run beside a real service); a test's `queuePrefix` wins. */
  QUEUE_PREFIX?: string;
  /** The OpenTelemetry switch: `true` leaves tracing (and its per-request context tracking) off. */
  OTEL_SDK_DISABLED?: boolean;
}

export class EnvError extends Error {}

/**
 * Parses the environment once at start-up. A missing or malformed variable stops the app with a message
 * that names every offending variable, instead of failing later somewhere deep in a request.
 */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
