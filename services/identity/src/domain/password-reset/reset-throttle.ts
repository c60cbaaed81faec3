import type { Db } from 'mongodb';
import { TooManyRequestsError } from '@shop/service-kit';
import { countInWindow, secondsLeft, windowCounters } from '../throttle/window-counters';

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

export interface ResetThrottleOptions {
  /** Reset e-mails asked for one address per window (counted whether or not it has an account). */
  maxPerEmail: number;
  /** Forgot requests and failed resets from one client address per window. */
  maxPerClient: number;
  windowSeconds: number;
}

/**
 * Limits the password-reset routes per e-mail address and per client, with counters shared by every replica.
 * They live beside the login counters (same shape, `reset:` keys), so the login purge clears them too.
 */
export class ResetThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: ResetThrottleOptions,
  ) {}

  /** A forgot request: 429 past either limit, else counted against the address and the client. */
  async countForgot(email: string, client: string, now = new Date()): Promise<void> {
    await this.assertBelow(`reset:email:${email}`, this.options.maxPerEmail, now);
    await this.assertBelow(`reset:ip:${client}`, this.options.maxPerClient, now);
    await Promise.all([
      this.increment(`reset:email:${email}`, now),
      this.increment(`reset:ip:${client}`, now),
    ]);
  }

  /** Before a reset: 429 when the client has failed too often (tokens are not guessable, but guessing costs). */
  async assertResetAllowed(client: string, now = new Date()): Promise<void> {
    await this.assertBelow(`reset:ip:${client}`, this.options.maxPerClient, now);
  }

  async recordResetFailure(client: string, now = new Date()): Promise<void> {
    await this.increment(`reset:ip:${client}`, now);
  }

  private async assertBelow(_id: string, max: number, now: Date): Promise<void> {
    const counter = await this.collection().findOne({ _id });
    if (!counter || counter.expiresAt <= now || counter.failures < max) return;
    throw new TooManyRequestsError(TOO_MANY_RESET_REQUESTS, secondsLeft(counter, now));
  }

  private increment(key: string, now: Date): Promise<void> {
    return countInWindow(this.collection(), key, now, this.options.windowSeconds);
  }

  private collection() {
    return windowCounters(this.db);
  }
}
