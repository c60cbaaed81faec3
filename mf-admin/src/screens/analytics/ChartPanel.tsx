import type { ReactNode } from 'react';
import { visuallyHidden } from '@shop/ui-kit';
import { EmptyState } from '../../shared/EmptyState';
import { Panel } from '../../shared/Panel';
import type { ChartTable } from './chart-tables';
import styles from './AnalyticsPage.module.css';

/**
 * A chart with its data as a table under "Table view": the drawing is hidden from screen readers (it says
 * nothing a table does not), the table is the accessible version.
 */
export function ChartPanel({
  id,
  table,
  empty,
  children,
  wide,
}: {
  id: string;
  table: ChartTable;
  empty: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Panel title={table.caption} id={id} className={wide ? styles.wide : undefined}>
      {table.rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <>
          <div className={styles.chart} aria-hidden="true">
            {children}
          </div>
          <details className={styles.tableView}>
            <summary>Table view</summary>
            <DataTable table={table} />
          </details>
        </>
      )}
    </Panel>
  );
}

export function DataTable({ table }: { table: ChartTable }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption style={visuallyHidden}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${row[0]}-${index}`}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
