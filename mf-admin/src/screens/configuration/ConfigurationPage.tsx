import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { Button, TextAreaField, TextField } from '@shop/ui-kit';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { ArabicField } from '../../shared/ArabicField';
import { loadSections, saveSections } from './config-api';
import { BASIC_FIELDS, SOCIAL_FIELDS, STAT_FIELDS, arabicKey } from './config-fields';
import { toBodies, toForm, type ConfigurationForm } from './config-form';
import { ConfigurationSkeleton } from './ConfigurationSkeleton';
import styles from './ConfigurationPage.module.css';

/** /admin: the dashboard is the Configuration screen (admin spec §2). */
export default function ConfigurationPage() {
  const notify = useNotify();
  const { data, loading } = useLoaded('configuration', loadSections);
  const [form, setForm] = useState<ConfigurationForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setForm(toForm(data));
  }, [data]);

  const change = <S extends keyof ConfigurationForm>(
    section: S,
    key: keyof ConfigurationForm[S],
    value: string,
  ) => setForm((current) => current && { ...current, [section]: { ...current[section], [key]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setSaving(true);
    await notify.run(() => saveSections(toBodies(form)), {
      success: 'Configuration updated successfully!',
      failure: 'Error updating configuration. Please try again.',
    });
    setSaving(false);
  };

  return (
    <>
      <PageHeader
        title="Configuration"
        description="The shop's name, slogans, statistics and contact details as the storefront shows them."
      />
      {loading || !form ? (
        <ConfigurationSkeleton />
      ) : (
        <form onSubmit={submit} aria-label="Configuration">
          <Panel title="Basic Information" id="config-basics">
            <div className={styles.grid}>
              {BASIC_FIELDS.map((field) => {
                const props = {
                  label: field.label,
                  value: form.basics[field.key],
                  maxLength: field.maxLength,
                  onChange: (event: { target: { value: string } }) =>
                    change('basics', field.key, event.target.value),
                };
                const arabic = arabicKey(field.key);
                // each text with its Arabic twin beside it (decision 025)
                return (
                  <Fragment key={field.key}>
                    {field.multiline ? (
                      <TextAreaField className={styles.wide} rows={4} {...props} />
                    ) : (
                      <TextField {...props} />
                    )}
                    <ArabicField
                      label={field.label}
                      value={form.basics[arabic]}
                      maxLength={field.maxLength}
                      onChange={(value) => change('basics', arabic, value)}
                      rows={field.multiline ? 4 : undefined}
                      className={field.multiline ? styles.wide : undefined}
                    />
                  </Fragment>
                );
              })}
            </div>
          </Panel>
          <Panel title="Statistics" id="config-stats">
            <div className={styles.grid}>
              {STAT_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  type="number"
                  inputMode="decimal"
                  required
                  min={field.min}
                  max={field.max}
                  step={field.step}
                  value={form.stats[field.key]}
                  onChange={(event) => change('stats', field.key, event.target.value)}
                />
              ))}
            </div>
          </Panel>
          <Panel title="Social Media Links & Contact Information" id="config-social">
            <div className={styles.grid}>
              {SOCIAL_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  type={field.type}
                  placeholder={field.placeholder}
                  value={form.social[field.key]}
                  onChange={(event) => change('social', field.key, event.target.value)}
                />
              ))}
            </div>
          </Panel>
          <div className={styles.footer}>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Configuration'}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
