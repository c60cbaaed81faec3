export interface AnswerCacheOptions {
  /** The oldest entries go first beyond this (paths come from URLs anyone can make up). */
  maxEntries: number;
  now?: () => number;
}

/**
 * Answers kept for the time their source allows (0: not kept, e.g. a failure: the next request asks again).
 * Requests for a key while its answer is on its way share that one call.
 */
export function createAnswerCache<T>(options: AnswerCacheOptions) {
  const { maxEntries, now = Date.now } = options;
  const kept = new Map<string, { until: number; value: T }>();
  const pending = new Map<string, Promise<T>>();
  return {
    get(key: string, load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
      const entry = kept.get(key);
      if (entry && now() < entry.until) return Promise.resolve(entry.value);
      const waiting = pending.get(key);
      if (waiting) return waiting;
      const loading = load().then(({ value, ttlMs }) => {
        pending.delete(key);
        kept.delete(key);
        if (ttlMs > 0) {
          kept.set(key, { until: now() + ttlMs, value });
          while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
        }
        return value;
      });
      pending.set(key, loading);
      return loading;
    },
  };
}

/** max-age (or s-maxage) of a Cache-Control header in ms; 0 for no-store, no-cache, private or none. */
export function maxAgeMs(cacheControl: string): number {
  if (/\b(no-store|no-cache|private)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : 0;
}
