import { ApiError } from '@shop/ui-kit';
import { BusyAnswer, busyWaitMs, retryAfterMs, withBusyRetries } from './busy-retries';

const busy = (retryAfter: number | null = null) =>
  new BusyAnswer(new ApiError(503, 'BUSY', 'The shop is very busy right now.', true), retryAfter);

describe('retrying a placement the order service refused as busy', () => {
  it('when the first two answers are busy, then it waits, says so twice and answers the third', async () => {
    const waits: number[] = [];
    let busyShown = 0;
    let calls = 0;
    const order = await withBusyRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw busy(2000);
        return 'order';
      },
      { onBusy: () => (busyShown += 1), wait: async (ms) => void waits.push(ms), random: () => 0 },
    );
    expect(order).toBe('order');
    expect(busyShown).toBe(2);
    expect(waits).toEqual([2000, 2000]); // Retry-After (2 s) beats the first waits of 1 s and 2 s
  });

  it('when every answer is busy, then after the retries the last answer is thrown for the Error modal', async () => {
    let calls = 0;
    const failure = withBusyRetries(
      async () => {
        calls += 1;
        throw busy();
      },
      { onBusy: () => undefined, wait: async () => undefined, retries: 3 },
    );
    await expect(failure).rejects.toMatchObject({ status: 503, message: 'The shop is very busy right now.' });
    expect(calls).toBe(4);
  });

  it('when the answer is another failure, then it is thrown at once without a retry', async () => {
    let calls = 0;
    const failure = withBusyRetries(
      async () => {
        calls += 1;
        throw new ApiError(400, 'VALIDATION_ERROR', 'Your cart is empty', true);
      },
      { onBusy: () => undefined, wait: async () => undefined },
    );
    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
  });

  it('when waits grow, then they double from 1 s up to 8 s with at most a quarter of jitter', () => {
    expect([0, 1, 2, 3, 4].map((retry) => busyWaitMs(retry, null, () => 0))).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(busyWaitMs(0, null, () => 1)).toBe(1250);
    expect(busyWaitMs(0, 30_000, () => 0)).toBe(8000);
  });

  it('when Retry-After is seconds, then it is read; a date or nothing is not', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Fri, 27 Nov 2026 21:00:00 GMT')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
