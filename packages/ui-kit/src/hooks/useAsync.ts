import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Runs the loader again (after a change, or a "Retry" click). */
  reload: () => void;
}

/**
 * Loads data for a component and ignores answers that arrive after it unmounted or the inputs changed.
 * Failures are logged with `label` (storefront spec §8: loading failures are logged, the page stays empty).
 */
export function useAsync<T>(
  label: string,
  load: () => Promise<T>,
  deps: DependencyList = [],
  /** Data the page already has (the server's bootstrap data): rendered at once, then loaded again as usual. */
  initial?: T,
): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>(() => ({
    data: initial,
    loading: initial === undefined,
    error: undefined,
  }));
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load().then(
      (data) => current && setState({ data, loading: false, error: undefined }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Failed to load ${label}`, error);
        setState({ data: undefined, loading: false, error });
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);

  return { ...state, reload };
}
