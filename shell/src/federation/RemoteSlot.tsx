import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RemoteLoadError, forgetRemote, loadRemoteComponent, loadedRemoteComponent } from './remotes';

interface RemoteSlotProps {
  remote: string;
  module: string;
  /** Said in the fallback: "We couldn't load {what} right now." */
  what: string;
  /** Shown while the remote's code downloads. */
  loading?: ReactNode;
  /** A small "!" retry button instead of the panel (for the cart badge in the navigation). */
  compact?: boolean;
  /** The slot is the whole page: its fallback offers a way back to the shop besides Retry. */
  fullPage?: boolean;
  /** Replaces the default fallback (the drawer wraps it in its own side panel). */
  renderFallback?: (retry: () => void) => ReactNode;
  props?: Record<string, unknown>;
}

/**
 * Mounts one exposed component of a remote. Its code is fetched only when the slot renders (React.lazy);
 * a load failure or a render error shows the fallback in this slot only, and Retry loads it again without a
 * page reload (after a load failure the runtime's caches for that remote are cleared first).
 */
export function RemoteSlot({ remote, module, what, loading = null, compact, fullPage, renderFallback, props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    // Already loaded (the entry waited for it, or an earlier visit): mounted without a Suspense round.
    () => (attempt === 0 && loadedRemoteComponent(remote, module)) || lazy(() => loadRemoteComponent(remote, module)),
    // `attempt` makes a fresh lazy component, hence a fresh load, on every Retry.
    [remote, module, attempt],
  );

  const fallback = useCallback(
    (error: unknown) => {
      const retry = () => {
        const reload = error instanceof RemoteLoadError ? forgetRemote(remote) : Promise.resolve();
        void reload.then(() => setAttempt((n) => n + 1));
      };
      return renderFallback ? (
        renderFallback(retry)
      ) : (
        <RemoteUnavailable what={what} onRetry={retry} compact={compact} fullPage={fullPage} />
      );
    },
    [remote, what, compact, fullPage, renderFallback],
  );

  return (
    // Keyed by the module too: a route change within the same slot must not keep the previous page's error.
    <RemoteErrorBoundary resetKey={`${remote}/${module}#${attempt}`} fallback={fallback}>
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
