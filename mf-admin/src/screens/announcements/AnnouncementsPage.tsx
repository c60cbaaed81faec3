import { useState } from 'react';
import type { Announcement } from '@shop/contracts';
import { Button, Notice, Pagination } from '@shop/ui-kit';
import { ANNOUNCEMENTS_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { paginate } from '../../shared/paging';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { AnnouncementEditor } from './AnnouncementEditor';
import { AnnouncementItem } from './AnnouncementItem';
import {
  createAnnouncement,
  deleteAllAnnouncements,
  deleteAnnouncement,
  editAnnouncement,
  fetchAnnouncements,
  setAnnouncementVisibility,
  type AnnouncementTexts,
} from './announcements-api';
import { ANNOUNCEMENT_MESSAGES as MESSAGES } from './announcement-rules';
import styles from './AnnouncementsPage.module.css';

/** /admin/announcement (admin spec §2, §4, §5, §8): what the storefront's ticker shows. */
export default function AnnouncementsPage() {
  const notify = useNotify();
  const announcements = useLoaded('announcements', fetchAnnouncements);
  const [page, setPage] = useState(1);
  const deletes = useListDeletes<Announcement>({
    one: {
      run: (announcement) => deleteAnnouncement(announcement._id),
      toasts: { success: MESSAGES.deleted, failure: 'Failed to delete announcement' },
      describe: () => 'This announcement will be deleted.',
    },
    all: {
      run: deleteAllAnnouncements,
      toasts: { success: MESSAGES.deletedAll, failure: 'Failed to delete all announcements' },
      describe: 'Every announcement will be deleted.',
      zone: {
        description: 'Deletes every announcement; the ticker becomes empty.',
        button: 'Delete All Announcements',
      },
    },
    onDeleted: announcements.reload,
  });
  const list = announcements.data ?? [];
  const paged = paginate(list, page, ANNOUNCEMENTS_PAGE_SIZE);

  const after = (ok: boolean) => {
    if (ok) announcements.reload();
    return ok;
  };

  const create = async (texts: AnnouncementTexts, visibility: boolean) => {
    const ok = after(
      await notify.run(() => createAnnouncement(texts, visibility), {
        success: MESSAGES.created,
        failure: 'Failed to create announcement',
      }),
    );
    if (ok) setPage(1);
    return ok;
  };

  const save = async (announcement: Announcement, texts: AnnouncementTexts) =>
    after(
      await notify.run(() => editAnnouncement(announcement, texts), {
        success: MESSAGES.updated,
        failure: 'Failed to save changes',
      }),
    );

  // Admin spec §4: the toggle saves at once.
  const toggle = async (announcement: Announcement) => {
    const visibility = !announcement.visibility;
    after(
      await notify.run(() => setAnnouncementVisibility(announcement, visibility), {
        success: visibility ? MESSAGES.shown : MESSAGES.hidden,
        failure: 'Failed to toggle announcement visibility',
      }),
    );
  };

  const header = (
    <PageHeader
      title="Announcements"
      description="Visible announcements run in the ticker at the top of every storefront page."
    />
  );
  // Admin spec §8: a failed load replaces the screen.
  if (announcements.error && !announcements.data) {
    return (
      <>
        {header}
        <Notice type="error">Failed to fetch announcements</Notice>
        <Button variant="secondary" onClick={announcements.reload} className={styles.retry}>
          Try again
        </Button>
      </>
    );
  }

  return (
    <>
      {header}
      <Panel title="New announcement" id="announcement-new">
        <AnnouncementEditor submitLabel="Create" withVisibility onSubmit={create} />
      </Panel>
      <Panel title="All announcements" id="announcement-list">
        {announcements.loading ? (
          <LoadingCards
            className={styles.list}
            label="Loading announcements"
            count={ANNOUNCEMENTS_PAGE_SIZE}
            height={110}
            radius={14}
          />
        ) : list.length === 0 ? (
          <EmptyState>No announcements yet.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {paged.items.map((announcement) => (
              <AnnouncementItem
                key={announcement._id}
                announcement={announcement}
                onToggle={() => toggle(announcement)}
                onSave={(texts) => save(announcement, texts)}
                onDelete={() => deletes.askOne(announcement)}
              />
            ))}
          </ul>
        )}
        <Pagination page={paged.page} pages={paged.pages} onChange={setPage} label="Announcement pages" />
      </Panel>
      {list.length > 0 && deletes.dangerZone}
      {deletes.dialog}
    </>
  );
}
