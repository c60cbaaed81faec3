import type { Db } from 'mongodb';
import { TooManyRequestsError, isDuplicateKeyError } from '@shop/service-kit';

export const LOGIN_ATTEMPTS = 'login_attempts';

/** Failed logins of one account or one client address within the current window. */
interface AttemptCounter {
  _id: string;
  failures: number;
  /** End of the window; an expired counter is ignored and replaced (no TTL indexes on FerretDB). */
  expiresAt: Date;
}

export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts. Please try again later.';

/**
 * Slows password guessing: after too many failures for one email, or from one client address, logins are
 * refused with 429 until the window ends. Counters live in the database, so every replica shares them.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** Throws 429 with Retry-After when either the account or the address has used up its failures. */
  async assertAllowed(email: string, address: string, now = new Date()): Promise<void> {
    // two lookups by `_id`, each answered from its index (FerretDB pushes no `$in` down: it read every counter)
    const counters = await Promise.all(
      [accountKey(email), addressKey(address)].map((_id) => this.collection().findOne({ _id })),
    );
    for (const counter of counters) {
      if (!counter?.expiresAt || counter.expiresAt <= now) continue;
      const max = counter._id.startsWith('account:')
        ? this.options.maxFailuresPerAccount
        : this.options.maxFailuresPerAddress;
      if (counter.failures >= max) {
        const retryAfter = Math.max(1, Math.ceil((counter.expiresAt.getTime() - now.getTime()) / 1000));
        throw new TooManyRequestsError(TOO_MANY_LOGIN_FAILURES, retryAfter);
      }
    }
  }

  async recordFailure(email: string, address: string, now = new Date()): Promise<void> {
    await Promise.all([this.increment(accountKey(email), now), this.increment(addressKey(address), now)]);
  }

  /** A successful login clears the account's counter (not the address's: one good account must not unlock guessing). */
  async recordSuccess(email: string): Promise<void> {
    await this.collection().deleteOne({ _id: accountKey(email) });
  }

  /** Drops counters whose window ended; run from time to time. */
  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.collection().deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }

  private async increment(key: string, now: Date, attempt = 0): Promise<void> {
    const current = await this.collection().updateOne(
      { _id: key, expiresAt: { $gt: now } },
      { $inc: { failures: 1 } },
    );
    if (current.matchedCount > 0) return;
    const expiresAt = new Date(now.getTime() + this.options.windowSeconds * 1000);
    try {
      // Starts a new window; the filter keeps a window that another request has just opened.
      await this.collection().updateOne(
        { _id: key, $or: [{ expiresAt: { $lte: now } }, { expiresAt: { $exists: false } }] },
        { $set: { failures: 1, expiresAt } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt > 2) throw error;
      await this.increment(key, now, attempt + 1);
    }
  }

  private collection() {
    return this.db.collection<AttemptCounter>(LOGIN_ATTEMPTS);
  }
}

function accountKey(email: string): string {
  return `account:${email}`;
}

function addressKey(address: string): string {
  return `ip:${address}`;
}
