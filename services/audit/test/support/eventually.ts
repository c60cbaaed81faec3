import { testing } from '@shop/service-kit';

/**
 * The kit's `eventually` with room for a busy machine: events cross the real broker and database, which
 * other test runs share, so a check may need more than the kit's default 5 s to come true.
 */
export function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  return testing.eventually(check, timeoutMs);
}
