import { useEffect, useId, useState, type FormEvent } from 'react';
import type { User } from '@shop/contracts';
import { Button, Dialog, SelectField, TextField } from '@shop/ui-kit';
import { GENDERS } from '../../constants';
import { editForm, type EditUserForm } from './user-rules';
import styles from './UsersPage.module.css';

interface EditUserDialogProps {
  user?: User;
  isSelf: boolean;
  onClose: () => void;
  /** Answers whether it saved. */
  onSave: (user: User, form: EditUserForm) => Promise<boolean>;
}

const ADDRESS_FIELDS = [
  ['street', 'Street'],
  ['city', 'City'],
  ['country', 'Country'],
  ['floor', 'Floor'],
  ['apt', 'Apartment'],
  ['landmark', 'Landmark'],
] as const;

/** Admin spec §5: the email is shown but disabled; the other fields are free text. */
export function EditUserDialog({ user, isSelf, onClose, onSave }: EditUserDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<EditUserForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => setForm(user ? editForm(user) : undefined), [user]);

  const set = (patch: Partial<EditUserForm>) => setForm((current) => current && { ...current, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !form) return;
    setSaving(true);
    const saved = await onSave(user, form);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog
      open={Boolean(user && form)}
      title="Edit User"
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
        <form id={formId} className={styles.editForm} onSubmit={submit}>
          <TextField
            label="First name"
            value={form.first_name}
            onChange={(e) => set({ first_name: e.target.value })}
          />
          <TextField
            label="Last name"
            value={form.last_name}
            onChange={(e) => set({ last_name: e.target.value })}
          />
          <TextField label="Email" value={form.email} disabled className={styles.wide} />
          <TextField
            label="Phone"
            type="tel"
            value={form.phone_number}
            onChange={(e) => set({ phone_number: e.target.value })}
          />
          <SelectField label="Gender" value={form.gender} onChange={(e) => set({ gender: e.target.value })}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
          {ADDRESS_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={form[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          ))}
          <SelectField
            label="Role"
            value={form.is_admin ? 'admin' : 'customer'}
            onChange={(e) => set({ is_admin: e.target.value === 'admin' })}
            disabled={isSelf}
            hint={isSelf ? 'You cannot change your own role' : undefined}
          >
            <option value="customer">Customer</option>
            <option value="admin">Admin</option>
          </SelectField>
        </form>
      )}
    </Dialog>
  );
}
