import { useMemo, useState } from 'react';
import type { ContactMessage, MessageStatus } from '@shop/contracts';
import { Pagination } from '@shop/ui-kit';
import { MESSAGES_PAGE_SIZE } from '../../constants';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import { paginate } from '../../shared/paging';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { MessageCard } from './MessageCard';
import { archiveMessage, deleteMessage, fetchMessages } from './messages-api';
import { emptyText, searchMessages, showingText, tabLabel, withStatus } from './message-rules';
import styles from './MessagesPage.module.css';

const TABS: readonly MessageStatus[] = ['active', 'archived'];

/** /admin/messages (admin spec §2, §4, §8). */
export default function MessagesPage() {
  const notify = useNotify();
  const messages = useLoaded('messages', fetchMessages, { failure: 'Failed to load messages' });
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<MessageStatus>('active');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ContactMessage>();
  const found = useMemo(() => searchMessages(messages.data ?? [], query), [messages.data, query]);
  const inTab = withStatus(found, tab);
  const paged = paginate(inTab, page, MESSAGES_PAGE_SIZE);

  const archive = async (message: ContactMessage) => {
    const ok = await notify.run(() => archiveMessage(message._id), {
      success: 'Message archived successfully',
      failure: 'Failed to archive message',
    });
    if (ok) messages.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting._id;
    const ok = await notify.run(() => deleteMessage(id), {
      success: 'Message deleted successfully',
      failure: 'Failed to delete message',
    });
    setDeleting(undefined);
    if (ok) messages.reload();
  };

  const choose = (next: MessageStatus) => {
    setTab(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Messages" description="What visitors wrote through the contact form." />
      <Toolbar>
        <SearchField
          label="Search messages"
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
      </Toolbar>
      <div className={styles.tabs} role="tablist" aria-label="Message status">
        {TABS.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            id={`messages-tab-${status}`}
            aria-selected={tab === status}
            aria-controls="messages-panel"
            className={[styles.tab, tab === status && styles.activeTab].filter(Boolean).join(' ')}
            onClick={() => choose(status)}
          >
            {tabLabel(status, withStatus(found, status).length)}
          </button>
        ))}
      </div>
      <section id="messages-panel" role="tabpanel" aria-labelledby={`messages-tab-${tab}`}>
        {messages.loading ? (
          <LoadingCards className={styles.list} label="Loading messages" count={3} height={150} />
        ) : inTab.length === 0 ? (
          <EmptyState>{emptyText(tab)}</EmptyState>
        ) : (
          <>
            <p className={styles.showing} aria-live="polite">
              {showingText(paged.from, paged.to, paged.total)}
            </p>
            <div className={styles.list}>
              {paged.items.map((message) => (
                <MessageCard
                  key={message._id}
                  message={message}
                  onArchive={() => archive(message)}
                  onDelete={() => setDeleting(message)}
                />
              ))}
            </div>
            <Pagination page={paged.page} pages={paged.pages} onChange={setPage} label="Message pages" />
          </>
        )}
      </section>
      <DeleteConfirmDialog
        open={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      >
        The message from {deleting?.email} will be deleted.
      </DeleteConfirmDialog>
    </>
  );
}
