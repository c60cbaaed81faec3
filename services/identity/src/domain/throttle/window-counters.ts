import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '@shop/service-kit';

/** The collection of every throttle's counters (login failures, reset requests), told apart by key prefix. */
export const LOGIN_ATTEMPTS = 'login_attempts';

/** How many times something happened under one key within the current window. */
export interface WindowCounter {
  _id: string;
  failures: number;
  /** End of the window; an expired counter is ignored and replaced (no TTL indexes on FerretDB). */
  expiresAt: Date;
}

export function windowCounters(db: Db): Collection<WindowCounter> {
  return db.collection<WindowCounter>(LOGIN_ATTEMPTS);
}

/** Seconds until the counter's window ends (at least 1): the Retry-After of a refusal. */
export function secondsLeft(counter: WindowCounter, now: Date): number {
  return Math.max(1, Math.ceil((counter.expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one more under `key`, shared by every replica: inside the current window by $inc, else by opening a new
 * window; the filter keeps a window that another request has just opened (the duplicate key is retried).
 */
export async function countInWindow(
  counters: Collection<WindowCounter>,
  key: string,
  now: Date,
  windowSeconds: number,
  attempt = 0,
): Promise<void> {
  const current = await counters.updateOne({ _id: key, expiresAt: { $gt: now } }, { $inc: { failures: 1 } });
  if (current.matchedCount > 0) return;
  const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
  try {
    await counters.updateOne(
      { _id: key, $or: [{ expiresAt: { $lte: now } }, { expiresAt: { $exists: false } }] },
      { $set: { failures: 1, expiresAt } },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error) || attempt > 2) throw error;
    await countInWindow(counters, key, now, windowSeconds, attempt + 1);
  }
}
