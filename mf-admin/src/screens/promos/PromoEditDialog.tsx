import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Promo } from '@shop/contracts';
import { Button, Dialog, Notice } from '@shop/ui-kit';
import { PromoFields } from './PromoFields';
import { formFromPromo, type PromoForm } from './promo-rules';

interface PromoEditDialogProps {
  promo?: Promo;
  onClose: () => void;
  /** Answers the server's reason when it refused, or null when saved. */
  onSave: (promo: Promo, form: PromoForm) => Promise<string | null>;
}

export function PromoEditDialog({ promo, onClose, onSave }: PromoEditDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<PromoForm>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setForm(promo ? formFromPromo(promo) : undefined);
    setProblem(null);
  }, [promo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!promo || !form) return;
    setSaving(true);
    const refused = await onSave(promo, form);
    setSaving(false);
    setProblem(refused);
    if (refused === null) onClose();
  };

  return (
    <Dialog
      open={Boolean(promo && form)}
      title={`Edit ${promo?.promo_code ?? 'promo code'}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            Save Changes
          </Button>
        </>
      }
    >
      {form && (
        <form id={formId} onSubmit={submit}>
          <PromoFields form={form} onChange={setForm} />
          {problem && <Notice type="error">{problem}</Notice>}
        </form>
      )}
    </Dialog>
  );
}
