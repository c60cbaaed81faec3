import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError } from '@shop/ui-kit';
import { MY_ORDERS_POLL_MS } from './my-order-rules';
import { documentVisibility, startPolling } from './poller';

export interface LiveResource<T> {
  data: T | undefined;
  /** The first load's failure; a failed refresh keeps what is shown and says nothing (the next one may work). */
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * Loads once, then again every few seconds while the page is visible (see poller.ts), so what an admin changes
 * shows up without a reload. Refreshes replace the data quietly: no loading state, no flicker. An answer that
 * arrives after the inputs changed or the page unmounted is dropped.
 */
export function useLiveResource<T>(
  label: string,
  load: () => Promise<T>,
  deps: DependencyList,
  intervalMs = MY_ORDERS_POLL_MS,
): LiveResource<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    let loaded = false;
    let stop: () => void = () => undefined;
    setState({ loading: true });
    const refresh = async () => {
      try {
        const data = await loadRef.current();
        loaded = true;
        if (current) setState({ data, loading: false });
      } catch (error) {
        console.error(`Failed to load ${label}`, error);
        if (current && !loaded) setState({ error, loading: false });
        // asking again cannot turn "not yours" or "signed out" into an answer
        if (isFinal(error)) stop();
        throw error;
      }
    };
    refresh().catch(() => undefined);
    stop = startPolling(refresh, intervalMs, documentVisibility);
    return () => {
      current = false;
      stop();
    };
  }, [...deps, round, intervalMs]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, retry };
}

function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
