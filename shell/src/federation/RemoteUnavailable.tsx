import { Button } from '@shop/ui-kit';
import styles from './RemoteUnavailable.module.css';

/** The fallback of a slot whose remote could not be loaded or crashed; Retry loads it again in place. */
export function RemoteUnavailable({ what, onRetry, compact = false }: { what: string; onRetry: () => void; compact?: boolean }) {
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
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
