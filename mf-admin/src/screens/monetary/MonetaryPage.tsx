import { useEffect, useState, type FormEvent } from 'react';
import type { TaxShipping } from '@shop/contracts';
import { Button, Notice, Skeleton } from '@shop/ui-kit';
import { NumberField } from '../../shared/NumberField';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify, type ActionTexts } from '../../shared/useNotify';
import { FreeShippingEditor } from './FreeShippingEditor';
import { TaxesEditor } from './TaxesEditor';
import { fetchSettings, saveSettings } from './monetary-api';
import { DeliveryDaysFields } from './DeliveryDaysFields';
import { toMonetaryForm, toSettingsBody, type MonetaryForm, type RateRow, type TaxRow } from './monetary-rules';
import styles from './MonetaryPage.module.css';

/** /admin/monetary (admin spec §2, §5, §8): default shipping, a rate per city and the taxes. */
export default function MonetaryPage() {
  const notify = useNotify();
  const settings = useLoaded<TaxShipping | null>('tax and shipping settings', fetchSettings);
  const [form, setForm] = useState<MonetaryForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (settings.data !== undefined) setForm(toMonetaryForm(settings.data));
  }, [settings.data]);

  /** Saves the whole form; adding and removing a tax save at once too, so the list never lies. */
  const persist = async (next: MonetaryForm, texts: Pick<ActionTexts, 'success'>) => {
    setSaving(true);
    let saved: TaxShipping | undefined;
    const ok = await notify.run(
      async () => {
        saved = await saveSettings(settings.data?._id, toSettingsBody(next));
      },
      { ...texts, failure: 'Failed to save settings', serverMessage: true },
    );
    setSaving(false);
    if (ok && saved) settings.setData(saved);
    return ok;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form) void persist(form, { success: 'Settings saved successfully!' });
  };

  const header = (
    <PageHeader title="Monetary" description="Shipping costs per city and the taxes every order pays." />
  );
  if (settings.error && settings.data === undefined) {
    return (
      <>
        {header}
        <Notice type="error">Failed to load settings.</Notice>
      </>
    );
  }
  if (!form) {
    return (
      <>
        {header}
        <div aria-busy="true" aria-label="Loading settings" className={styles.loading}>
          <Skeleton height={120} radius={22} />
          <Skeleton height={360} radius={22} />
        </div>
      </>
    );
  }

  const setRate = (city: string, change: Partial<RateRow>) =>
    setForm({ ...form, rates: form.rates.map((rate) => (rate.city === city ? { ...rate, ...change } : rate)) });

  return (
    <>
      {header}
      <form onSubmit={submit} aria-label="Tax and shipping settings">
        <Panel title="Shipping" id="monetary-shipping">
          <NumberField
            label="Default shipping value (EGP)"
            hint="Paid by every city without its own rate"
            value={form.defaultShippingValue}
            onChange={(defaultShippingValue) => setForm({ ...form, defaultShippingValue })}
            className={styles.default}
          />
          <div className={styles.defaultDays}>
            <span>Default delivery time</span>
            <DeliveryDaysFields
              what="Default"
              days={form.defaultDays}
              onChange={(defaultDays) => setForm({ ...form, defaultDays })}
            />
          </div>
          <h3 className={styles.subtitle}>Rates per city (EGP) and delivery time (working days, Fridays not counted)</h3>
          <div className={styles.rates}>
            {form.rates.map((rate) => (
              <div key={rate.city} className={styles.rate}>
                <NumberField
                  label={rate.city}
                  value={rate.value}
                  onChange={(value) => setRate(rate.city, { value })}
                />
                <DeliveryDaysFields what={rate.city} days={rate} onChange={(days) => setRate(rate.city, days)} />
              </div>
            ))}
          </div>
          <FreeShippingEditor form={form} onChange={setForm} />
        </Panel>
        <Panel title="Taxes" id="monetary-taxes">
          <label className={styles.included}>
            <input
              type="checkbox"
              checked={form.pricesIncludeTax}
              onChange={(e) => setForm({ ...form, pricesIncludeTax: e.target.checked })}
            />
            <span>Shelf prices include these taxes (checkout shows &quot;includes VAT&quot; instead of adding them)</span>
          </label>
          <TaxesEditor
            taxes={form.taxes}
            onChange={(taxes: TaxRow[]) => setForm({ ...form, taxes })}
            onAdd={(taxes) => persist({ ...form, taxes }, { success: 'Tax added successfully!' })}
            onRemove={(taxes) => persist({ ...form, taxes }, { success: 'Tax removed successfully!' })}
            busy={saving}
          />
        </Panel>
        <div className={styles.footer}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </>
  );
}
