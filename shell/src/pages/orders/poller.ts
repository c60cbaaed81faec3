/** What the poller needs from the page: whether it is hidden, and word when that changes. */
export interface PageVisibility {
  isHidden(): boolean;
  /** Answers a function that stops listening. */
  onChange(listener: () => void): () => void;
}

/** The browser's own document. */
export const documentVisibility: PageVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Runs `tick` every `intervalMs` while the page is visible; answers a function that stops it. The next round is
 * planned only once a tick has finished (a slow answer never piles requests up), nothing runs while the tab is
 * hidden (no load for a page nobody looks at), and a tab that comes back asks at once, so what it shows is never
 * older than one answer.
 */
export function startPolling(
  tick: () => Promise<unknown>,
  intervalMs: number,
  page: PageVisibility,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;

  const plan = () => {
    clearTimeout(timer);
    if (!stopped && !page.isHidden()) timer = setTimeout(() => void run(), intervalMs);
  };
  const run = async () => {
    if (stopped || running || page.isHidden()) return;
    running = true;
    try {
      await tick();
    } catch {
      // the caller shows and logs its own failures; polling simply tries again next round
    } finally {
      running = false;
      plan();
    }
  };
  const stopListening = page.onChange(() => {
    if (page.isHidden()) clearTimeout(timer);
    else void run();
  });
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopListening();
  };
}
