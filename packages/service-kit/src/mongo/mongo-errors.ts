/** MongoDB's duplicate key error, raised by a unique index: the race-safe way to say "already exists". */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
