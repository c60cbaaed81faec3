import type { ReactNode } from 'react';
import styles from './SummaryRows.module.css';

/** A list of labelled amounts; `row` names each one for tests and screen readers alike. */
export function SummaryRows({ children, label }: { children: ReactNode; label: string }) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {children}
    </dl>
  );
}

export function SummaryRow({
  row,
  label,
  children,
  emphasis = false,
}: {
  row: string;
  label: ReactNode;
  children: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div className={emphasis ? `${styles.row} ${styles.total}` : styles.row} data-row={row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
