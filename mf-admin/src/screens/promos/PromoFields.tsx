import { SelectField, TextField } from '@shop/ui-kit';
import { digitsOnly, type PromoForm } from './promo-rules';
import styles from './PromosPage.module.css';

/** The promo fields, shared by the create form and the edit dialog. */
export function PromoFields({ form, onChange }: { form: PromoForm; onChange: (form: PromoForm) => void }) {
  const set = (patch: Partial<PromoForm>) => onChange({ ...form, ...patch });
  return (
    <div className={styles.fields}>
      <TextField
        label="Promo Code"
        value={form.promo_code}
        onChange={(e) => set({ promo_code: e.target.value })}
        maxLength={32}
        autoCapitalize="characters"
      />
      <SelectField
        label="Discount Type"
        value={form.discountType}
        onChange={(e) => set({ discountType: e.target.value as PromoForm['discountType'] })}
      >
        <option value="percentage">Percentage (%)</option>
        <option value="amount">Fixed amount (EGP)</option>
      </SelectField>
      <TextField
        label="Discount Value"
        inputMode="numeric"
        value={form.discountValue}
        onChange={(e) => set({ discountValue: digitsOnly(e.target.value) })}
        hint={form.discountType === 'percentage' ? 'Whole percent, 1 to 100' : 'Whole EGP'}
      />
      <TextField
        label="Start Date"
        type="date"
        value={form.start_date}
        onChange={(e) => set({ start_date: e.target.value })}
        hint="From 00:00 UTC"
      />
      <TextField
        label="Expiration Date"
        type="date"
        value={form.expiration_date}
        min={form.start_date || undefined}
        onChange={(e) => set({ expiration_date: e.target.value })}
        hint="Until 23:59:59 UTC"
      />
      <SelectField
        label="Status"
        value={form.status}
        onChange={(e) => set({ status: e.target.value as PromoForm['status'] })}
      >
        <option value="active">Active</option>
        <option value="inactive">Inactive</option>
      </SelectField>
    </div>
  );
}
