import { isDuplicateKeyError } from '@shop/service-kit';

/**
 * A unique index said no. MongoDB answers 11000 on every write; FerretDB 1.24 does so on inserts but
 * answers an update that breaks a unique index with an InternalError naming the SQLite constraint.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
