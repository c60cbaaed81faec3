import { useState } from 'react';
import { Button, TextField } from '@shop/ui-kit';
import { ArabicField } from '../../shared/ArabicField';
import { NumberField } from '../../shared/NumberField';
import { canAddTax, taxRow, type TaxRow } from './monetary-rules';
import styles from './MonetaryPage.module.css';

/** TaxInput's limit (the contracts' NAME_MAX), which the Arabic name shares (decision 025). */
const NAME_MAX = 100;

interface TaxesEditorProps {
  taxes: TaxRow[];
  onChange: (taxes: TaxRow[]) => void;
  /** Save with the new list; answers whether it saved. */
  onAdd: (taxes: TaxRow[]) => Promise<boolean>;
  onRemove: (taxes: TaxRow[]) => Promise<boolean>;
  busy: boolean;
}

/** The taxes in force (editable), a Remove per tax, and the row that adds one (name and value both needed). */
export function TaxesEditor({ taxes, onChange, onAdd, onRemove, busy }: TaxesEditorProps) {
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [value, setValue] = useState('');

  const add = async () => {
    if (!canAddTax(name, value)) return;
    if (await onAdd([...taxes, taxRow(name.trim(), value, nameAr.trim())])) {
      setName('');
      setNameAr('');
      setValue('');
    }
  };

  const update = (key: number, patch: Partial<TaxRow>) =>
    onChange(taxes.map((tax) => (tax.key === key ? { ...tax, ...patch } : tax)));

  return (
    <>
      {taxes.length === 0 ? (
        <p className={styles.none}>No taxes: orders pay none.</p>
      ) : (
        <ul className={styles.taxes}>
          {taxes.map((tax) => (
            <li key={tax.key} className={styles.tax} data-testid="tax-row">
              <TextField
                label="Tax name"
                value={tax.taxName}
                maxLength={NAME_MAX}
                onChange={(e) => update(tax.key, { taxName: e.target.value })}
              />
              <ArabicField
                label="Tax name"
                value={tax.taxNameAr}
                maxLength={NAME_MAX}
                onChange={(taxNameAr) => update(tax.key, { taxNameAr })}
              />
              <NumberField
                label="Rate (%)"
                max={100}
                value={tax.value}
                onChange={(value) => update(tax.key, { value })}
              />
              <Button
                variant="ghost"
                size="small"
                disabled={busy}
                onClick={() => void onRemove(taxes.filter((other) => other.key !== tax.key))}
                aria-label={`Remove ${tax.taxName || 'this tax'}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tax} role="group" aria-label="Add a tax">
        <TextField
          label="New tax name"
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. VAT"
        />
        <ArabicField label="New tax name" value={nameAr} maxLength={NAME_MAX} onChange={setNameAr} />
        <NumberField
          label="New tax rate (%)"
          max={100}
          value={value}
          onChange={setValue}
          placeholder="e.g. 14"
        />
        <Button
          variant="secondary"
          size="small"
          onClick={() => void add()}
          disabled={busy || !canAddTax(name, value)}
        >
          Add Tax
        </Button>
      </div>
    </>
  );
}
