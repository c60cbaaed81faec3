import { Fragment, useState } from 'react';
import type { AuditEntry } from '@shop/contracts';
import { Button, formatDateTime } from '@shop/ui-kit';
import { RecordTable, whenCell } from '../../shared/RecordTable';
import { actorLabel, changeLabel, stateText } from './audit-rules';
import styles from './AuditPage.module.css';

/** The before/after of one entry as plain text (React escapes it: stored HTML never becomes markup). */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  return (
    <div className={styles.details}>
      <div>
        <h3 className={styles.detailsTitle}>Before</h3>
        <pre className={styles.json}>{stateText(entry.before)}</pre>
      </div>
      <div>
        <h3 className={styles.detailsTitle}>After</h3>
        <pre className={styles.json}>{stateText(entry.after)}</pre>
      </div>
      <p className={styles.trace}>
        Trace id: <code>{entry.traceId || '(not traced)'}</code> · Request id: <code>{entry.requestId}</code>
      </p>
    </div>
  );
}

const COLUMNS = ['When', 'Who', 'Service', 'What'];

/** When, who, service, what; each row opens its before/after below it. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <RecordTable minWidth={720} columns={COLUMNS} buttonsColumn="Details" label="Audit log">
      {entries.map((entry) => {
        const expanded = open.has(entry._id);
        const detailsId = `audit-details-${entry._id}`;
        return (
          <Fragment key={entry._id}>
            <tr data-testid="audit-row">
              <td className={whenCell}>{formatDateTime(entry.at)}</td>
              <td className={styles.who}>{actorLabel(entry)}</td>
              <td>{entry.service}</td>
              <td>
                <span className={styles.what}>{changeLabel(entry)}</span>
                {entry.resourceId && <code className={styles.id}>{entry.resourceId}</code>}
              </td>
              <td>
                <Button
                  size="small"
                  variant="ghost"
                  aria-expanded={expanded}
                  aria-controls={detailsId}
                  onClick={() => toggle(entry._id)}
                >
                  {expanded ? 'Hide details' : 'Details'}
                </Button>
              </td>
            </tr>
            {expanded && (
              <tr id={detailsId}>
                <td colSpan={5}>
                  <AuditDetails entry={entry} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </RecordTable>
  );
}
