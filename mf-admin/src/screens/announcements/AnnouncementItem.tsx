import { useState } from 'react';
import type { Announcement } from '@shop/contracts';
import { Button, formatDateTime } from '@shop/ui-kit';
import { Switch } from '../../shared/Switch';
import { AnnouncementEditor } from './AnnouncementEditor';
import styles from './AnnouncementsPage.module.css';

export function AnnouncementItem({
  announcement,
  onToggle,
  onSave,
  onDelete,
}: {
  announcement: Announcement;
  onToggle: () => void;
  onSave: (content: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.item} data-testid="announcement-item">
      {editing ? (
        <AnnouncementEditor
          initial={announcement.content}
          submitLabel="Save Changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (content) => {
            const saved = await onSave(content);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <>
          <p className={styles.content}>{announcement.content}</p>
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
