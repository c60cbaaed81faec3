import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useToast } from '@shop/app-context';
import { failureMessage, type FailureText } from './useNotify';

export interface Loaded<T> {
  data: T | undefined;
  /** Local edits that show at once (a visibility flipped before the server answers). */
  setData: Dispatch<SetStateAction<T | undefined>>;
  /** True until the first answer: screens show their skeleton only then, not on every refresh. */
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  reload: () => void;
}

interface Options {
  /** Toasted on failure; without it the failure is only logged (admin spec §8 for some screens). */
  failure?: FailureText;
  serverMessage?: boolean;
}

/**
 * Loads a screen's data and keeps it editable. Answers that arrive after the screen closed, or after a newer
 * load started, are dropped.
 */
export function useLoaded<T>(
  label: string,
  load: () => Promise<T>,
  options: Options = {},
  deps: DependencyList = [],
): Loaded<T> {
  const toast = useToast();
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<unknown>();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    let current = true;
    setRefreshing(true);
    load()
      .then(
        (answer) => {
          if (!current) return;
          setData(answer);
          setError(undefined);
        },
        (failure: unknown) => {
          if (!current) return;
          console.error(`Failed to load ${label}`, failure);
          setError(failure);
          const { failure: text, serverMessage } = optionsRef.current;
          if (text) toast.error(failureMessage(failure, text, serverMessage));
        },
      )
      .finally(() => {
        if (!current) return;
        setLoading(false);
        setRefreshing(false);
      });
    return () => {
      current = false;
    };
    // The caller's deps decide when to load again (the loader itself is a new function every render).
  }, [...deps, round]);

  return { data, setData, loading, refreshing, error, reload };
}
