export interface WindowCount {
  /** Requests of this key in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and every count starts again from zero. */
  resetSeconds: number;
}

export interface FixedWindowOptions {
  max: number;
  windowMs: number;
  /** Keys kept at most; past it the oldest is dropped, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Per-key request counts over fixed windows, all in one Map: a hit is a lookup and a store, and the whole table
 * is cleared when the window ends (no timer, no per-key expiry). Each gateway replica counts its own share.
 */
export class FixedWindowCounter {
  readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private counts = new Map<string, number>();
  private windowEndsAt: number;

  constructor(options: FixedWindowOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
    this.windowEndsAt = this.now() + this.windowMs;
  }

  hit(key: string): WindowCount {
    const now = this.now();
    if (now >= this.windowEndsAt) {
      this.counts.clear();
      this.windowEndsAt = now + this.windowMs;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count === 1 && this.counts.size >= this.maxKeys) {
      this.counts.delete(this.counts.keys().next().value!);
    }
    this.counts.set(key, count);
    return { count, resetSeconds: Math.max(1, Math.ceil((this.windowEndsAt - now) / 1000)) };
  }

  get size(): number {
    return this.counts.size;
  }
}
