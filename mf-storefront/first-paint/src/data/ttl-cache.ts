export interface TtlCacheOptions {
  ttlMs: number;
  /**
   * After its ttl, an entry is still answered for this long while one new load runs behind it (stale while
   * revalidate): after a quiet spell, a page waits on no service's read but the very first.
   */
  staleMs?: number;
  /** The oldest entries go first beyond this (product ids come from URLs anyone can make up). */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  refreshing?: boolean;
}

/** Promises kept per key for `ttlMs`: concurrent and later callers within that time share one load. */
export function createTtlCache<T>(options: TtlCacheOptions) {
  const { ttlMs, staleMs = 0, maxEntries, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    get(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && !fresh && age < ttlMs) return entry.value;
      if (entry && !fresh && age < ttlMs + staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          const value = load();
          void value.then(
            () => store(key, { at: now(), value }),
            () => undefined,
          );
        }
        return entry.value;
      }
      const value = load();
      store(key, { at: now(), value });
      return value;
    },
  };
}
