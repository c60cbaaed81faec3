import { useEffect, useState } from 'react';
import type { Promo } from '@shop/contracts';
import { Notice } from '@shop/ui-kit';
import { FormDialog } from '../../shared/FormDialog';
import { PromoFields } from './PromoFields';
import { formFromPromo, type PromoForm } from './promo-rules';

interface PromoEditDialogProps {
  promo?: Promo;
  onClose: () => void;
  /** Answers the server's reason when it refused, or null when saved. */
  onSave: (promo: Promo, form: PromoForm) => Promise<string | null>;
}

export function PromoEditDialog({ promo, onClose, onSave }: PromoEditDialogProps) {
  const [form, setForm] = useState<PromoForm>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setForm(promo ? formFromPromo(promo) : undefined);
    setProblem(null);
  }, [promo]);

  const save = async () => {
    if (!promo || !form) return false;
    const refused = await onSave(promo, form);
    setProblem(refused);
    return refused === null;
  };

  return (
    <FormDialog
      open={Boolean(promo && form)}
      title={`Edit ${promo?.promo_code ?? 'promo code'}`}
      submitLabel="Save Changes"
      onClose={onClose}
      onSubmit={save}
    >
      {form && <PromoFields form={form} onChange={setForm} />}
      {problem && <Notice type="error">{problem}</Notice>}
    </FormDialog>
  );
}
