import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog } from '@shop/ui-kit';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's words (Save Changes, Add Category ...). */
  submitLabel: string;
  onClose: () => void;
  /** Saves the form; answers whether the dialog may close (it stays open on a refusal). */
  onSubmit: () => Promise<boolean>;
  className?: string;
  children: ReactNode;
}

/**
 * An edit dialog around one form: Cancel, and the submit button at the bottom, disabled while the save is under
 * way (Enter in a field submits too, as the button names the form).
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  onClose,
  onSubmit,
  className,
  children,
}: FormDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const done = await onSubmit();
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={submit}>
        {children}
      </form>
    </Dialog>
  );
}
