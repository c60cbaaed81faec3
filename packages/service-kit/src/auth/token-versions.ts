import type { AuthClaims } from './token-verifier';

export interface UserTokenState {
  tokenVersion: number;
  deleted: boolean;
}

export interface TokenVersionsOptions {
  /** Asks identity when the cache has no (fresh) entry. */
  fetch: (userId: string) => Promise<UserTokenState>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry extends UserTokenState {
  expiresAt: number;
}

/**
 * userId → the user's current token version (or deleted), fed by identity's `user.updated` / `user.deleted`
 * events and, on a miss, by one call to identity. A token whose version is older than the known one was
 * issued before a logout, demotion or deletion and is refused. Versions only go up, so events arriving late
 * or twice never lower what is known.
 */
export class TokenVersions {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<UserTokenState>>();
  /** Bumped by `forget`: an answer fetched before it may be stale and is not cached. */
  private epoch = 0;

  constructor(private readonly options: TokenVersionsOptions) {}

  async isRevoked(claims: AuthClaims): Promise<boolean> {
    const state = this.fresh(claims.userId) ?? (await this.load(claims.userId));
    return state.deleted || claims.tokenVersion < state.tokenVersion;
  }

  /** A user's version is at least this (from `user.updated`, or right after a logout went through). */
  record(userId: string, tokenVersion: number): void {
    const known = this.entries.get(userId);
    if (known?.deleted) return;
    this.store(userId, { tokenVersion: Math.max(tokenVersion, known?.tokenVersion ?? 0), deleted: false });
  }

  markDeleted(userId: string): void {
    const known = this.entries.get(userId);
    this.store(userId, { tokenVersion: known?.tokenVersion ?? 0, deleted: true });
  }

  /** The user changed in a way the cache cannot see (a profile update): ask identity next time. */
  forget(userId: string): void {
    this.epoch += 1;
    if (!this.entries.get(userId)?.deleted) this.entries.delete(userId);
    this.inFlight.delete(userId);
  }

  /** Everything may be stale (the events feed had a gap): ask identity again, deletions included. */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(userId: string): UserTokenState | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.deleted || entry.expiresAt > this.now()) return entry;
    return undefined;
  }

  private load(userId: string): Promise<UserTokenState> {
    let pending = this.inFlight.get(userId);
    if (!pending) {
      const epoch = this.epoch;
      pending = this.options.fetch(userId).then(
        (state) => {
          this.inFlight.delete(userId);
          if (epoch === this.epoch) this.merge(userId, state);
          return state;
        },
        (error: unknown) => {
          this.inFlight.delete(userId);
          throw error;
        },
      );
      this.inFlight.set(userId, pending);
    }
    return pending;
  }

  private merge(userId: string, state: UserTokenState): void {
    if (state.deleted) this.markDeleted(userId);
    else this.record(userId, state.tokenVersion);
  }

  private store(userId: string, state: UserTokenState): void {
    this.entries.delete(userId);
    this.entries.set(userId, { ...state, expiresAt: this.now() + this.options.ttlMs });
    const max = this.options.maxEntries ?? 100_000;
    if (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
