import type { ReactNode } from 'react';
import styles from './RecordTable.module.css';

/** The class of a date-and-time cell, kept on one line. */
export const whenCell = styles.when;

/**
 * A table of records (the audit log, a product's stock history): upper-case headings, rows ruled apart, and
 * sideways scrolling below `minWidth` rather than squeezed columns.
 */
export function RecordTable({
  minWidth,
  compact = false,
  label,
  children,
}: {
  minWidth: number;
  compact?: boolean;
  label?: string;
  /** The thead and tbody. */
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table
        className={[styles.table, compact && styles.compact].filter(Boolean).join(' ')}
        style={{ minWidth }}
        aria-label={label}
      >
        {children}
      </table>
    </div>
  );
}
