import type { ReactNode } from 'react';
import styles from './CartPage.module.css';

/**
 * The frame of the full cart, checkout and thank-you pages: the shop's width, and the page's heading unless its
 * content brings its own.
 */
/** The class of the page's two columns; the page's own class sets `--summary-width`. */
export const cartColumns = styles.columns;

export function CartPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {children}
    </div>
  );
}
