import type { ReactNode } from 'react';
import styles from './CartPage.module.css';

/** The frame of the full cart and the checkout pages: the shop's width and the page's heading. */
export function CartPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
