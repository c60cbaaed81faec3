import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A white card holding one part of a screen, with an optional heading and buttons on its title line. */
export function Panel({
  title,
  actions,
  children,
  className,
  id,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      id={id}
    >
      {(title || actions) && (
        <div className={styles.head}>
          {title && (
            <h2 className={styles.title} id={headingId}>
              {title}
            </h2>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

/** A row of filters and buttons above a list; wraps on narrow screens. */
export function Toolbar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.toolbar} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
