import { useState } from 'react';
import type { Faq } from '@shop/contracts';
import { Button, Pagination } from '@shop/ui-kit';
import { FAQS_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { paginate } from '../../shared/paging';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { FaqForm } from './FaqForm';
import { FaqItem } from './FaqItem';
import { createFaq, deleteAllFaqs, deleteFaq, fetchFaqs, updateFaq, type FaqInput } from './faqs-api';
import { TYPE_DELETE, canAddFaq, faqCountText, visibilityMessage, withVisibility } from './faq-rules';
import styles from './FaqsPage.module.css';

/** /admin/faqs (admin spec §2, §4, §5, §8). */
export default function FaqsPage() {
  const notify = useNotify();
  const faqs = useLoaded('FAQs', fetchFaqs, { failure: 'Failed to load FAQs' });
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const deletes = useListDeletes<Faq>({
    one: {
      run: (faq) => deleteFaq(faq._id),
      toasts: { success: 'FAQ deleted successfully', failure: 'Failed to delete FAQ' },
      describe: (faq) => `The FAQ "${faq.question}" will be deleted.`,
    },
    all: {
      run: deleteAllFaqs,
      toasts: { success: 'All FAQs deleted successfully', failure: 'Failed to delete all FAQs' },
      describe: 'Every FAQ will be deleted.',
      zone: {
        description: "Deletes every FAQ; the storefront's FAQ page becomes empty.",
        button: 'Delete All FAQs',
      },
    },
    onDeleted: faqs.reload,
    onInvalidAttempt: () => notify.error(TYPE_DELETE),
  });
  const list = faqs.data ?? [];
  const paged = paginate(list, page, FAQS_PAGE_SIZE);

  const add = async (input: FaqInput) => {
    // The new FAQ joins the list at once (so Add FAQ hides right away at 8); the reload confirms it.
    const ok = await notify.run(
      async () => {
        const created = await createFaq(input);
        faqs.setData((current) => [...(current ?? []), created]);
      },
      {
        success: 'New FAQ created successfully',
        failure: 'Failed to create FAQ',
      },
    );
    if (ok) {
      setAdding(false);
      faqs.reload();
      setPage(Number.MAX_SAFE_INTEGER); // the new FAQ is last: show the last page
    }
    return ok;
  };

  const save = async (faq: Faq, input: FaqInput) => {
    const ok = await notify.run(() => updateFaq(faq._id, input), {
      success: 'FAQ updated successfully',
      failure: 'Failed to update FAQ',
    });
    if (ok) faqs.reload();
    return ok;
  };

  // Admin spec §4: the switch flips here at once and saves right away; a failure reloads the truth.
  const toggle = async (faq: Faq) => {
    const visibility = !faq.visibility;
    faqs.setData((current) => current && withVisibility(current, faq._id, visibility));
    const ok = await notify.run(
      () => updateFaq(faq._id, { question: faq.question, answer: faq.answer, visibility }),
      {
        success: visibilityMessage(visibility),
        failure: 'Failed to change FAQ visibility',
      },
    );
    if (!ok) faqs.reload();
  };

  return (
    <>
      <PageHeader
        title="FAQs"
        description={
          faqs.loading
            ? 'Questions shown on the storefront.'
            : `Questions shown on the storefront · ${faqCountText(list.length)}`
        }
        actions={
          !faqs.loading && canAddFaq(list.length) && !adding ? (
            <Button onClick={() => setAdding(true)}>Add FAQ</Button>
          ) : undefined
        }
      />
      {adding && canAddFaq(list.length) && (
        <Panel title="New FAQ" id="faq-new">
          <FaqForm submitLabel="Create FAQ" onSubmit={add} onCancel={() => setAdding(false)} />
        </Panel>
      )}
      {faqs.loading ? (
        <LoadingCards className={styles.list} label="Loading FAQs" count={FAQS_PAGE_SIZE} height={130} />
      ) : list.length === 0 ? (
        <EmptyState>No FAQs yet.</EmptyState>
      ) : (
        <ul className={styles.list}>
          {paged.items.map((faq) => (
            <FaqItem
              key={faq._id}
              faq={faq}
              onToggle={() => toggle(faq)}
              onSave={(input) => save(faq, input)}
              onDelete={() => deletes.askOne(faq)}
            />
          ))}
        </ul>
      )}
      <Pagination page={paged.page} pages={paged.pages} onChange={setPage} label="FAQ pages" />
      {list.length > 0 && deletes.dangerZone}
      {deletes.dialog}
    </>
  );
}
