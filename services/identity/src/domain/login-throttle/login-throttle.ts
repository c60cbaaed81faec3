import type { Db } from 'mongodb';
import { TooManyRequestsError } from '@shop/service-kit';
import { countInWindow, secondsLeft, windowCounters } from '../throttle/window-counters';

export { LOGIN_ATTEMPTS } from '../throttle/window-counters';

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
      if (counter.failures >= max)
        throw new TooManyRequestsError(TOO_MANY_LOGIN_FAILURES, secondsLeft(counter, now));
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

  private increment(key: string, now: Date): Promise<void> {
    return countInWindow(this.collection(), key, now, this.options.windowSeconds);
  }

  private collection() {
    return windowCounters(this.db);
  }
}

function accountKey(email: string): string {
  return `account:${email}`;
}

function addressKey(address: string): string {
  return `ip:${address}`;
}
