import { ApiError } from '@shop/ui-kit';

/**
 * The order service refused the placement before doing anything (503 past its admission limits, decision 031,
 * or a 429): the same request may be sent again, with the same Idempotency-Key, after `retryAfterMs`.
 */
export class BusyAnswer extends ApiError {
  constructor(
    error: ApiError,
    /** The answer's Retry-After, in ms, or null without one. */
    readonly retryAfterMs: number | null,
  ) {
    super(error.status, error.code, error.message, error.fromServer, error.details);
  }
}

export const isBusyStatus = (status: number): boolean => status === 503 || status === 429;

/** Retry-After in seconds (the shop's services never send the date form; a date is ignored). */
export function retryAfterMs(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}

export interface BusyRetryOptions {
  /** Called before each wait: the page shows its busy message. */
  onBusy: () => void;
  /** Sends after the first attempt; then the last answer's error is thrown (the Error modal shows it). */
  retries?: number;
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const BUSY_RETRIES = 3;
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 8000;

/**
 * The wait before retry `retry` (0-based): doubling from 1 s, never shorter than the server's Retry-After,
 * at most 8 s, plus up to a quarter more at random so the shoppers refused together do not all come back together.
 */
export function busyWaitMs(retry: number, retryAfter: number | null, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_WAIT_MS, Math.max(retryAfter ?? 0, FIRST_WAIT_MS * 2 ** retry));
  return Math.round(base * (1 + random() / 4));
}

/** Runs `attempt`, and again after a wait each time it is refused as busy, up to `retries` more times. */
export async function withBusyRetries<T>(attempt: () => Promise<T>, options: BusyRetryOptions): Promise<T> {
  const { retries = BUSY_RETRIES, wait = sleep, random = Math.random } = options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof BusyAnswer) || retry >= retries) throw error;
      options.onBusy();
      await wait(busyWaitMs(retry, error.retryAfterMs, random));
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
