import type { ReactNode } from 'react';
import { visuallyHidden } from '@shop/ui-kit';
import styles from './RecordTable.module.css';

/** The class of a date-and-time cell, kept on one line. */
export const whenCell = styles.when;

/**
 * A table of records (the audit log, a product's stock history, a role's users): upper-case headings, rows ruled
 * apart, and sideways scrolling below `minWidth` rather than squeezed columns.
 */
export function RecordTable({
  minWidth,
  columns,
  buttonsColumn,
  compact = false,
  actionRows = false,
  label,
  labelledBy,
  children,
}: {
  minWidth: number;
  /** The column headings. */
  columns: readonly string[];
  /** A last column of buttons, its heading for screen readers only (Details, Actions). */
  buttonsColumn?: string;
  compact?: boolean;
  /** Rows with buttons: cells centred on the row's height, and the row under the pointer lit. */
  actionRows?: boolean;
  label?: string;
  /** The id of a heading that names the table (instead of `label`). */
  labelledBy?: string;
  /** The rows. */
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
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {buttonsColumn && (
              <th scope="col">
                <span style={visuallyHidden}>{buttonsColumn}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
