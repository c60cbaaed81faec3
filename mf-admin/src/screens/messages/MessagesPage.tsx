import { useState } from 'react';
import type { ContactMessage, MessageStatus } from '@shop/contracts';
import { Pagination } from '@shop/ui-kit';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import { useDebounced } from '../../shared/useDebounced';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { MessageCard } from './MessageCard';
import { archiveMessage, deleteMessage, fetchMessagePage } from './messages-api';
import { emptyText, pageRange, showingText, tabLabel } from './message-rules';
import styles from './MessagesPage.module.css';

const TABS: readonly MessageStatus[] = ['active', 'archived'];

/** /admin/messages (admin spec §2, §4, §8), read from the server one page of one tab at a time (issue 36). */
export default function MessagesPage() {
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<MessageStatus>('active');
  const [page, setPage] = useState(1);
  const search = useDebounced(query);
  const messages = useLoaded(
    'messages',
    () => fetchMessagePage(tab, page, search),
    { failure: 'Failed to load messages' },
    [tab, page, search],
  );
  const deletes = useListDeletes<ContactMessage>({
    one: {
      run: (message) => deleteMessage(message._id),
      toasts: { success: 'Message deleted successfully', failure: 'Failed to delete message' },
      describe: (message) => `The message from ${message.email} will be deleted.`,
    },
    onDeleted: messages.reload,
  });
  const answer = messages.data;
  const range = answer ? pageRange(answer) : undefined;

  const archive = async (message: ContactMessage) => {
    const ok = await notify.run(() => archiveMessage(message._id), {
      success: 'Message archived successfully',
      failure: 'Failed to archive message',
    });
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
            {tabLabel(status, answer?.counts[status] ?? 0)}
          </button>
        ))}
      </div>
      <section id="messages-panel" role="tabpanel" aria-labelledby={`messages-tab-${tab}`}>
        {messages.loading ? (
          <LoadingCards className={styles.list} label="Loading messages" count={3} height={150} />
        ) : !answer || !range || answer.total === 0 ? (
          <EmptyState>{emptyText(tab)}</EmptyState>
        ) : (
          <>
            <p className={styles.showing} aria-live="polite">
              {showingText(range.from, range.to, answer.total)}
            </p>
            <div className={styles.list}>
              {answer.data.map((message) => (
                <MessageCard
                  key={message._id}
                  message={message}
                  onArchive={() => archive(message)}
                  onDelete={() => deletes.askOne(message)}
                />
              ))}
            </div>
            <Pagination page={answer.page} pages={range.pages} onChange={setPage} label="Message pages" />
          </>
        )}
      </section>
      {deletes.dialog}
    </>
  );
}
