import { useMemo, useState, type FormEvent } from 'react';
import type { Promo } from '@shop/contracts';
import { Button, Notice, Pagination, errorMessage } from '@shop/ui-kit';
import { PROMOS_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Panel, Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import { paginate } from '../../shared/paging';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { PromoCard } from './PromoCard';
import { PromoEditDialog } from './PromoEditDialog';
import { PromoFields } from './PromoFields';
import { createPromo, deleteAllPromos, deletePromo, fetchPromos, updatePromo } from './promos-api';
import { emptyPromoForm, promoBody, searchPromos, type PromoForm } from './promo-rules';
import styles from './PromosPage.module.css';

/** /admin/promotional-codes (admin spec §2, §5, §8). */
export default function PromosPage() {
  const notify = useNotify();
  const promos = useLoaded('promos', fetchPromos, { failure: 'Failed to fetch promotional codes' });
  const [form, setForm] = useState<PromoForm>(emptyPromoForm);
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Promo>();
  const deletes = useListDeletes<Promo>({
    one: {
      run: (promo) => deletePromo(promo._id),
      toasts: {
        success: 'Promotional code deleted successfully',
        failure: 'Failed to delete promotional code',
      },
      describe: (promo) => `The code ${promo.promo_code} will be deleted.`,
    },
    all: {
      run: deleteAllPromos,
      toasts: {
        success: 'All promotional codes deleted successfully',
        failure: 'Failed to delete all promotional codes',
      },
      describe: 'Every promotional code will be deleted.',
      zone: {
        description: 'Deletes every promotional code; customers can no longer use any of them.',
        button: 'Delete All Promo Codes',
      },
    },
    onDeleted: promos.reload,
  });
  // "Today" for the Running/Expired badges, taken again with every load.
  const now = useMemo(() => new Date(), [promos.data]);
  const found = useMemo(() => searchPromos(promos.data ?? [], query), [promos.data, query]);
  const paged = paginate(found, page, PROMOS_PAGE_SIZE);

  // The server's reason shows under the form; the toast keeps the spec's own text.
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createPromo(promoBody(form));
    } catch (error) {
      notify.error('Failed to create promotional code');
      setCreateProblem(errorMessage(error, 'The server refused the code.'));
      return;
    }
    notify.success('Promotional code created successfully');
    setCreateProblem(null);
    setForm(emptyPromoForm());
    promos.reload();
  };

  const saveEdit = async (promo: Promo, edited: PromoForm): Promise<string | null> => {
    try {
      await updatePromo(promo._id, promoBody(edited));
    } catch (error) {
      notify.error('Failed to update promotional code');
      return errorMessage(error, 'The server refused the change.');
    }
    notify.success('Promotional code updated successfully');
    promos.reload();
    return null;
  };

  return (
    <>
      <PageHeader
        title="Promotional Codes"
        description="Codes customers enter at checkout. A code is valid from its start day 00:00 UTC to its last day 23:59:59 UTC."
      />
      <Panel title="Create a promotional code" id="promo-create">
        <form onSubmit={create} aria-label="Create promotional code">
          <PromoFields form={form} onChange={setForm} />
          {createProblem && <Notice type="error">{createProblem}</Notice>}
          <div className={styles.formActions}>
            <Button type="submit">Create Promo Code</Button>
          </div>
        </form>
      </Panel>
      <Panel title="All codes" id="promo-list">
        <Toolbar>
          <SearchField
            label="Search promotional codes"
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(1);
            }}
          />
        </Toolbar>
        {promos.loading ? (
          <LoadingCards className={styles.grid} label="Loading promotional codes" count={3} height={200} />
        ) : found.length === 0 ? (
          <EmptyState>
            {query.trim() ? 'No promotional codes match your search.' : 'No promotional codes yet.'}
          </EmptyState>
        ) : (
          <div className={styles.grid}>
            {paged.items.map((promo) => (
              <PromoCard
                key={promo._id}
                promo={promo}
                now={now}
                onEdit={() => setEditing(promo)}
                onDelete={() => deletes.askOne(promo)}
              />
            ))}
          </div>
        )}
        <Pagination page={paged.page} pages={paged.pages} onChange={setPage} label="Promotional code pages" />
      </Panel>
      {(promos.data?.length ?? 0) > 0 && deletes.dangerZone}
      <PromoEditDialog promo={editing} onClose={() => setEditing(undefined)} onSave={saveEdit} />
      {deletes.dialog}
    </>
  );
}
