import { useState, type FormEvent } from 'react';
import { Button, Skeleton, TextField } from '@shop/ui-kit';
import { AUDIT_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { FilterSelect, asOptions, type FilterOption } from '../../shared/FilterSelect';
import { PageHeader } from '../../shared/PageHeader';
import { Pager } from '../../shared/Pager';
import { RefreshButton } from '../../shared/RefreshButton';
import { Panel, Toolbar } from '../../shared/Panel';
import { useLoaded } from '../../shared/useLoaded';
import { fetchAuditLog } from './audit-api';
import { AUDITED_SERVICES, NO_ENTRIES, pageCountOf, type AuditFilters } from './audit-rules';
import { AuditTable } from './AuditTable';
import styles from './AuditPage.module.css';

const SERVICES: FilterOption<AuditFilters['service']>[] = [
  ['all', 'All services'],
  ...asOptions(AUDITED_SERVICES),
];

/** /admin/audit: every admin write across the services, newest first (read-only: the log cannot be edited). */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({ service: 'all', resource: '' });
  const [resourceDraft, setResourceDraft] = useState('');
  const [page, setPage] = useState(1);
  const log = useLoaded(
    'audit log',
    () => fetchAuditLog(filters, page, AUDIT_PAGE_SIZE),
    { failure: 'Failed to fetch the audit log', serverMessage: true },
    [filters, page],
  );
  const pages = pageCountOf(log.data?.total ?? 0, AUDIT_PAGE_SIZE);

  const filter = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  // The resource is an exact name: it applies on Enter or Apply, not on every keystroke.
  const applyResource = (event: FormEvent) => {
    event.preventDefault();
    filter({ resource: resourceDraft.trim() });
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the back office: who, what, before and after. Entries cannot be edited or deleted."
        actions={<RefreshButton loaded={log} />}
      />
      <form onSubmit={applyResource}>
        <Toolbar label="Audit filters">
          <FilterSelect
            label="Service"
            value={filters.service}
            options={SERVICES}
            onChange={(service) => filter({ service })}
            className={styles.filter}
          />
          <TextField
            label="Resource"
            placeholder="e.g. product, order.status"
            value={resourceDraft}
            maxLength={64}
            onChange={(e) => setResourceDraft(e.target.value)}
            className={styles.filter}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </Toolbar>
      </form>
      <Panel title={log.data ? `Entries (${log.data.total})` : 'Entries'} id="audit-entries">
        {log.loading ? (
          <Skeleton height={320} radius={22} />
        ) : !log.data || log.data.entries.length === 0 ? (
          <EmptyState>{NO_ENTRIES}</EmptyState>
        ) : (
          <AuditTable key={`${page}-${filters.service}-${filters.resource}`} entries={log.data.entries} />
        )}
        <Pager page={page} pages={pages} onPage={setPage} label="Audit log pages" />
      </Panel>
    </>
  );
}
