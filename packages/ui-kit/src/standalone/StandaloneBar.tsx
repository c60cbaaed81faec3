import type { ReactNode } from 'react';
import styles from './StandaloneBar.module.css';

/** The top bar of a remote's standalone page: which remote this is, and its own links (`npm start` only). */
export function StandaloneBar({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <header className={styles.bar}>
      <strong>{remote} · standalone</strong>
      {children}
    </header>
  );
}
