/**
 * A unique index refused the write: the race-safe way to say "already exists". MongoDB says so with code 11000;
 * FerretDB 1.24 does too on inserts, but reports a unique violation caused by an update as code 1 with the
 * backend's own words: PostgreSQL's "duplicate key value violates unique constraint" (SQLSTATE 23505), or
 * SQLite's "UNIQUE constraint failed".
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && /SQLSTATE 23505|UNIQUE constraint failed/.test(message);
}
