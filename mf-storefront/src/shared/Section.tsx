import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A page section with the shop's heading style; `id` makes it an anchor (#contact, #new-arrivals). */
export function Section({ id, eyebrow, title, intro, soft = false, centered = false, children, headingLevel = 2 }: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  soft?: boolean;
  centered?: boolean;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = id ? `${id}-title` : undefined;
  const body = (
    <div className={soft ? styles.inner : undefined}>
      {(eyebrow || title || intro) && (
        <header className={[styles.header, centered && styles.centered].filter(Boolean).join(' ')}>
          {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
          {title && (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          )}
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
      )}
      {children}
    </div>
  );
  return (
    <section id={id} className={[styles.section, soft && styles.soft].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {body}
    </section>
  );
}
