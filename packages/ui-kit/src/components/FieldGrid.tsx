import type { ReactNode } from 'react';
import styles from './FieldGrid.module.css';

/**
 * Form fields two to a row (first and last name, e-mail and phone), one to a row on a phone. A form in a narrow
 * card keeps its two columns down to 420 px.
 */
export function FieldGrid({ narrowCard = false, children }: { narrowCard?: boolean; children: ReactNode }) {
  return (
    <div className={[styles.grid, narrowCard ? styles.stackAt420 : styles.stackAt520].join(' ')}>
      {children}
    </div>
  );
}
