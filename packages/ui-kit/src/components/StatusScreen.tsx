import { useId, type ReactNode } from 'react';
import styles from './StatusScreen.module.css';

interface StatusScreenProps {
  /** The large drawing above the heading ('404', a lock): decoration, hidden from screen readers. */
  art: string;
  title: string;
  text: string;
  /** The ways on (links, Try again). */
  actions: ReactNode;
  /** The page's own frame: its padding and height (a full-height shell page, the admin's content area). */
  className?: string;
}

/** A page that stands in for the one asked for (not found, restricted): art, a heading, a sentence and the ways on. */
export function StatusScreen({ art, title, text, actions, className }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section className={[styles.page, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div>
        <div className={styles.art} aria-hidden="true">
          {art}
        </div>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.buttons}>{actions}</div>
      </div>
    </section>
  );
}
