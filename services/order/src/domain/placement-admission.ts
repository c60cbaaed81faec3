import { AppError } from '@shop/service-kit';
import pLimit from 'p-limit';

export interface AdmissionLimits {
  /** Placements running at once in this process (its share of the whole shop's, decision 031). */
  concurrency: number;
  /** Placements waiting for a turn; one more is refused at once. */
  queue: number;
  /** Longest a placement waits for its turn before it is refused (refusals answer within 1 s). */
  maxWaitMs: number;
  /** What the refusal's Retry-After says. */
  retryAfterSeconds: number;
}

/** A placement refused before it began: nothing was written, reserved or redeemed for it. */
export class PlacementBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('The shop is very busy right now. Please try again in a moment.', 503, 'BUSY');
  }
}

/**
 * Admission control of POST /orders (issue 35 item 4, decision 031). Past capacity every placement slows every
 * other one down (the local database serialises writes), so more running at once finish fewer per second: a
 * few run, a bounded queue waits, and the rest are refused at once with 503 + Retry-After. The refusal comes
 * before the placement's first write (its Placing document), so a refused placement holds nothing.
 */
export class PlacementAdmission {
  private readonly limit: pLimit.Limit;
  /** Placements admitted and not yet finished (running or waiting): counted here, synchronously, since p-limit
   * only counts a task as running a microtask after it was queued. */
  private admitted = 0;

  constructor(private readonly limits: AdmissionLimits) {
    this.limit = pLimit(limits.concurrency);
  }

  /** Placements running and waiting now (for the logs and tests). */
  get load(): { admitted: number; running: number } {
    return { admitted: this.admitted, running: this.limit.activeCount };
  }

  /** Runs `placement` when its turn comes, or throws PlacementBusyError (queue full, or waited too long). */
  async run<T>(placement: () => Promise<T>): Promise<T> {
    if (this.admitted >= this.limits.concurrency + this.limits.queue) throw this.busy();
    this.admitted += 1;
    try {
      return await this.whenItsTurnComes(placement);
    } finally {
      this.admitted -= 1;
    }
  }

  private async whenItsTurnComes<T>(placement: () => Promise<T>): Promise<T> {
    let abandoned = false;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        reject(this.busy());
      }, this.limits.maxWaitMs);
    });
    // p-limit cannot take a task out of its queue: an abandoned one gives its turn straight to the next
    const turn = this.limit(async () => {
      clearTimeout(timer);
      if (abandoned) return { skipped: true as const };
      return { skipped: false as const, value: await placement() };
    });
    const outcome = await Promise.race([turn, waited]);
    if (outcome.skipped) throw this.busy(); // not reached: the timer rejected first
    return outcome.value;
  }

  private busy(): PlacementBusyError {
    return new PlacementBusyError(this.limits.retryAfterSeconds);
  }
}
