import { EventInProgressError } from './processed-events';

/** Longer than ProcessedEvents' 30 s claim timeout, so a claim left by a dead process is taken over meanwhile. */
export const IN_PROGRESS_WAIT_MS = 35_000;

/**
 * Runs a handler again while another delivery holds the event's claim (a concurrent duplicate, or a copy of
 * the service killed mid-effect), up to `maxWaitMs`. Nacking instead would spend the message's few broker
 * deliveries (x-delivery-limit) in about a second and dead-letter an event that only had to wait.
 */
export async function retryWhileInProgress<T>(run: () => Promise<T>, maxWaitMs: number, pollMs = 250): Promise<T> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof EventInProgressError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
