import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** An inline message under a form ('Success!', 'Editing enabled.', ...), announced to screen readers. */
export function Notice({ type, title, children }: { type: 'success' | 'error' | 'info'; title?: string; children?: ReactNode }) {
  return (
    <div className={[styles.notice, styles[type]].join(' ')} role={type === 'error' ? 'alert' : 'status'} data-notice={type}>
      {title && <strong className={styles.title}>{title}</strong>}
      {children}
    </div>
  );
}
