import {
  DAY_SECONDS,
  TooManyRequestsError,
  isDuplicateKeyError,
  type RetentionRule,
} from '@shop/service-kit';
import type { Db } from 'mongodb';

export const TRACKING_ATTEMPTS = 'tracking_attempts';
export const TOO_MANY_TRACKING_ATTEMPTS = 'Too many attempts for this order. Please try again later.';

interface Counter {
  /** `number:<order number>` */
  _id: string;
  failures: number;
  /** End of the window, checked in code (the local database has no TTL indexes). */
  expiresAt: Date;
}

export const trackingAttemptsRetention: RetentionRule = {
  collection: TRACKING_ATTEMPTS,
  field: 'expiresAt',
  afterSeconds: DAY_SECONDS,
  why: 'a counter matters for its 15-minute window; a day later it is history nobody reads',
};

/**
 * Guessing e-mails or phones for one order number (issue 32): failed lookups are counted per number across every
 * client and replica; past the limit that number answers 429 until the window ends, right details included. The
 * gateway limits each client as well.
 */
export class TrackingThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: { maxFailuresPerNumber: number; windowSeconds: number },
  ) {}

  async assertAllowed(number: number, now = new Date()): Promise<void> {
    const counter = await this.collection().findOne({ _id: `number:${number}` });
    if (!counter || counter.expiresAt <= now || counter.failures < this.options.maxFailuresPerNumber) return;
    const retryAfter = Math.max(1, Math.ceil((counter.expiresAt.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(TOO_MANY_TRACKING_ATTEMPTS, retryAfter);
  }

  async recordFailure(number: number, now = new Date(), attempt = 0): Promise<void> {
    const _id = `number:${number}`;
    const current = await this.collection().updateOne(
      { _id, expiresAt: { $gt: now } },
      { $inc: { failures: 1 } },
    );
    if (current.matchedCount > 0) return;
    const expiresAt = new Date(now.getTime() + this.options.windowSeconds * 1000);
    try {
      // opens a new window; the filter keeps one that another request has just opened
      await this.collection().updateOne(
        { _id, $or: [{ expiresAt: { $lte: now } }, { expiresAt: { $exists: false } }] },
        { $set: { failures: 1, expiresAt } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt > 2) throw error;
      await this.recordFailure(number, now, attempt + 1);
    }
  }

  private collection() {
    return this.db.collection<Counter>(TRACKING_ATTEMPTS);
  }
}
