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
