import type { z } from 'zod';
import { ValidationError } from '@shop/service-kit';

/**
 * Parses a body whose schema depends on who asks (a route schema cannot): the failure is the same 400 as the
 * kit's route validation, naming the field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = details[0]!;
  const generic = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/.test(first.message);
  throw new ValidationError(generic ? `${first.path}: ${first.message}` : first.message, details);
}
