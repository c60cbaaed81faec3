import { useEffect, useState } from 'react';
import type { User } from '@shop/contracts';
import { SelectField, TextField } from '@shop/ui-kit';
import { GENDERS } from '../../constants';
import { FormDialog } from '../../shared/FormDialog';
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
  const [form, setForm] = useState<EditUserForm>();

  useEffect(() => setForm(user ? editForm(user) : undefined), [user]);

  const set = (patch: Partial<EditUserForm>) => setForm((current) => current && { ...current, ...patch });

  const submit = async () => (user && form ? onSave(user, form) : false);

  return (
    <FormDialog
      open={Boolean(user && form)}
      title="Edit User"
      submitLabel="Save Changes"
      onClose={onClose}
      onSubmit={submit}
      className={styles.editForm}
    >
      {form && (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
