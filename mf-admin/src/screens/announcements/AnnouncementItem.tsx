import { useState } from 'react';
import type { Announcement } from '@shop/contracts';
import { Button, formatDateTime } from '@shop/ui-kit';
import { Switch } from '../../shared/Switch';
import { AnnouncementEditor } from './AnnouncementEditor';
import type { AnnouncementTexts } from './announcements-api';
import styles from './AnnouncementsPage.module.css';

export function AnnouncementItem({
  announcement,
  onToggle,
  onSave,
  onDelete,
}: {
  announcement: Announcement;
  onToggle: () => void;
  onSave: (texts: AnnouncementTexts) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.item} data-testid="announcement-item">
      {editing ? (
        <AnnouncementEditor
          initial={{ content: announcement.content, contentAr: announcement.contentAr ?? '' }}
          submitLabel="Save Changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (texts) => {
            const saved = await onSave(texts);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <>
          <p className={styles.content}>{announcement.content}</p>
          {announcement.contentAr && (
            <p className={styles.content} dir="rtl" lang="ar">
              {announcement.contentAr}
            </p>
          )}
          <p className={styles.meta}>
            {announcement.title} · created {formatDateTime(announcement.createdAt)}
            {announcement.createdBy ? ` by ${announcement.createdBy}` : ''}
            {announcement.updatedAt !== announcement.createdAt && (
              <>
                {' '}
                · edited {formatDateTime(announcement.updatedAt)}
                {announcement.modifiedBy ? ` by ${announcement.modifiedBy}` : ''}
              </>
            )}
          </p>
          <div className={styles.itemActions}>
            <Switch
              checked={announcement.visibility}
              onChange={onToggle}
              label={announcement.visibility ? 'Visible' : 'Hidden'}
            />
            <div className={styles.buttons}>
              <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button size="small" variant="ghost" onClick={onDelete}>
                Delete
              </Button>
            </div>
          </div>
        </>
      )}
    </li>
  );
}
