import { isDuplicateKeyError } from '@shop/service-kit';

/**
 * A write refused by a unique index. MongoDB answers 11000 for inserts and updates alike; FerretDB 1.24 does
 * so for inserts only and reports an update that breaks a unique index as code 1 with SQLite's message.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
