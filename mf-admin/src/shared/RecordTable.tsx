import type { ReactNode } from 'react';
import styles from './RecordTable.module.css';

/** The class of a date-and-time cell, kept on one line. */
export const whenCell = styles.when;

/**
 * A table of records (the audit log, a product's stock history, a role's users): upper-case headings, rows ruled
 * apart, and sideways scrolling below `minWidth` rather than squeezed columns.
 */
export function RecordTable({
  minWidth,
  compact = false,
  actionRows = false,
  label,
  labelledBy,
  children,
}: {
  minWidth: number;
  compact?: boolean;
  /** Rows with buttons: cells centred on the row's height, and the row under the pointer lit. */
  actionRows?: boolean;
  label?: string;
  /** The id of a heading that names the table (instead of `label`). */
  labelledBy?: string;
  /** The thead and tbody. */
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table
        className={[styles.table, compact && styles.compact, actionRows && styles.actionRows]
          .filter(Boolean)
          .join(' ')}
        style={{ minWidth }}
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </table>
    </div>
  );
}
