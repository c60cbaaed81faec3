import { ValidationError } from '@shop/service-kit';
import type { z } from 'zod';

// zod's own messages do not name the field; the contracts' messages (the specs' texts) are kept as written.
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

/**
 * For bodies the route cannot declare (JSON or multipart on the same route): the same 400 and message
 * shape as the kit's schema validation.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, context = 'body'): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = details[0]!;
  const message = GENERIC_MESSAGE.test(first.message) ? `${first.path}: ${first.message}` : first.message;
  throw new ValidationError(message, details);
}
