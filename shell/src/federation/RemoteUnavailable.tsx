import { Button } from '@shop/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import styles from './RemoteUnavailable.module.css';

interface RemoteUnavailableProps {
  what: string;
  onRetry: () => void;
  /** A small "!" retry button instead of the panel (for the cart badge in the navigation). */
  compact?: boolean;
  /** The slot is the whole page (a route, or /admin without the shop's navigation): offer a way back to the shop. */
  fullPage?: boolean;
}

/** The fallback of a slot whose remote could not be loaded or crashed; Retry loads it again in place. */
export function RemoteUnavailable({ what, onRetry, compact = false, fullPage = false }: RemoteUnavailableProps) {
  const { pathname } = useLocation();
  if (compact) {
    return (
      <button
        type="button"
        className={styles.compact}
        onClick={onRetry}
        aria-label={`${what} could not be loaded. Retry`}
        title={`${what} could not be loaded. Click to retry.`}
        data-remote-fallback={what}
      >
        !
      </button>
    );
  }
  return (
    <section className={styles.panel} role="alert" data-remote-fallback={what}>
      <h2 className={styles.title}>This part of the shop is taking a break</h2>
      <p className={styles.text}>We couldn&apos;t load {what} right now. The rest of the shop still works.</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Retry</Button>
        {fullPage && pathname !== '/' && (
          <Link className={styles.home} to="/">
            Back to the shop
          </Link>
        )}
      </div>
    </section>
  );
}
