import type { ReactNode } from 'react';
import styles from './SkipLink.module.css';

/** The page's first link, shown only when focused: past the navigation to the main content (`to` is its id). */
export function SkipLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a className={styles.skip} href={`#${to}`}>
      {children}
    </a>
  );
}
