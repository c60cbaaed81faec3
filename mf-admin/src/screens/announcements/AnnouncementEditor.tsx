import { useId, useState, type FormEvent } from 'react';
import { Button, fieldClasses } from '@shop/ui-kit';
import { ANNOUNCEMENT_CONTENT_MAX } from '../../constants';
import { ArabicField } from '../../shared/ArabicField';
import { Checkbox } from '../../shared/Checkbox';
import { canPublish, contentCounter } from './announcement-rules';
import type { AnnouncementTexts } from './announcements-api';
import styles from './AnnouncementsPage.module.css';

/**
 * The content box with its live counter, and the Arabic content beside it (decision 025); used to create an
 * announcement and to edit one.
 */
export function AnnouncementEditor({
  initial,
  submitLabel,
  withVisibility,
  onSubmit,
  onCancel,
}: {
  initial?: AnnouncementTexts;
  submitLabel: string;
  withVisibility?: boolean;
  /** Answers whether it saved. */
  onSubmit: (texts: AnnouncementTexts, visibility: boolean) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [content, setContent] = useState(initial?.content ?? '');
  const [contentAr, setContentAr] = useState(initial?.contentAr ?? '');
  const [visibility, setVisibility] = useState(true);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPublish(content)) return;
    setSaving(true);
    const saved = await onSubmit({ content: content.trim(), contentAr: contentAr.trim() }, visibility);
    setSaving(false);
    if (saved && !initial) {
      setContent('');
      setContentAr('');
    }
  };

  return (
    <form className={styles.editor} onSubmit={submit} aria-label={submitLabel}>
      <div className={fieldClasses.field}>
        <label htmlFor={id} className={fieldClasses.label}>
          Announcement content
        </label>
        <textarea
          id={id}
          className={fieldClasses.control}
          value={content}
          maxLength={ANNOUNCEMENT_CONTENT_MAX}
          rows={3}
          onChange={(e) => setContent(e.target.value)}
          aria-describedby={`${id}-counter`}
        />
        <span id={`${id}-counter`} className={styles.counter} aria-live="polite">
          {contentCounter(content)}
        </span>
      </div>
      <ArabicField
        label="Announcement content"
        value={contentAr}
        onChange={setContentAr}
        maxLength={ANNOUNCEMENT_CONTENT_MAX}
        rows={3}
      />
      <div className={styles.editorActions}>
        {withVisibility && (
          <Checkbox checked={visibility} onChange={setVisibility}>
            Show on the site at once
          </Checkbox>
        )}
        <div className={styles.buttons}>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={saving || !canPublish(content)}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
