import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, fieldClasses } from '@shop/ui-kit';
import { CONFIRMATION_WORD, DEFAULT_DELETE_TITLE } from '../constants';
import { isDeleteConfirmed } from './confirm-rules';
import styles from './DeleteConfirmDialog.module.css';

interface DeleteConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Runs the delete; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  title?: string;
  /** What will be deleted, in a sentence. */
  children?: ReactNode;
  confirmLabel?: string;
  /** Called when Enter is pressed before DELETE was typed (the FAQ screens say 'Please type DELETE to confirm'). */
  onInvalidAttempt?: () => void;
}

/**
 * Admin spec §5: every delete asks the admin to type exactly DELETE; the confirm button stays disabled until
 * then. Focus trap and Escape come from the UI kit's dialog.
 */
export function DeleteConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title = DEFAULT_DELETE_TITLE,
  children,
  confirmLabel = 'Delete',
  onInvalidAttempt,
}: DeleteConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const formId = useId();
  const confirmed = isDeleteConfirmed(typed);

  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!confirmed) {
      onInvalidAttempt?.();
      return;
    }
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onCancel()}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={!confirmed || busy}>
            {busy ? 'Deleting...' : confirmLabel}
          </Button>
        </>
      }
    >
      {children && <div className={styles.text}>{children}</div>}
      <p className={styles.warning}>This cannot be undone.</p>
      <form id={formId} onSubmit={submit} className={fieldClasses.field}>
        <label htmlFor={inputId} className={fieldClasses.label}>
          Type <strong className={styles.word}>{CONFIRMATION_WORD}</strong> to confirm
        </label>
        <input
          id={inputId}
          className={fieldClasses.control}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // A disabled default button blocks the browser's own Enter-to-submit, so Enter is handled here:
          // the FAQ screens answer a premature Enter with 'Please type DELETE to confirm'.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void submit();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={CONFIRMATION_WORD}
        />
      </form>
    </Dialog>
  );
}
