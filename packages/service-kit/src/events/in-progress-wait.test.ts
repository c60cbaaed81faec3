import { retryWhileInProgress } from './in-progress-wait';
import { EventInProgressError } from './processed-events';

describe('retryWhileInProgress', () => {
  it('when another delivery holds the claim for a while, then the handler runs again until it gets through', async () => {
    let calls = 0;
    const result = await retryWhileInProgress(
      async () => {
        calls += 1;
        if (calls < 3) throw new EventInProgressError('e1');
        return 'applied';
      },
      1000,
      5,
    );
    expect(result).toBe('applied');
    expect(calls).toBe(3);
  });

  it('when the handler fails otherwise, then the error comes back at once', async () => {
    let calls = 0;
    const failing = retryWhileInProgress(
      async () => {
        calls += 1;
        throw new Error('db hiccup');
      },
      1000,
      5,
    );
    await expect(failing).rejects.toThrow('db hiccup');
    expect(calls).toBe(1);
  });

  it('when the claim is still held after the longest wait, then the in-progress error comes back', async () => {
    const started = Date.now();
    const stuck = retryWhileInProgress(async () => Promise.reject(new EventInProgressError('e2')), 50, 5);
    await expect(stuck).rejects.toBeInstanceOf(EventInProgressError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });
});
