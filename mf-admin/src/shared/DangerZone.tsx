import type { ReactNode } from 'react';
import styles from './DangerZone.module.css';

/** The red card at the bottom of a screen that holds its delete-all actions. */
export function DangerZone({ children, description }: { children: ReactNode; description?: string }) {
  return (
    <section className={styles.zone} aria-labelledby="danger-zone-title">
      <div>
        <h2 id="danger-zone-title" className={styles.title}>
          Danger Zone
        </h2>
        <p className={styles.description}>
          {description ?? 'These actions delete data for good and cannot be undone.'}
        </p>
      </div>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
