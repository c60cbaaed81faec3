import { useId } from 'react';
import { visuallyHidden } from '@shop/ui-kit';
import type { Picker } from './bundle-pickers';
import { stockNote } from './bundle-pickers';
import styles from './OptionPicker.module.css';
import { useT } from '../i18n/messages';
import { useLanguage } from '@shop/app-context';

/** One required radio group: a swatch for colours and a stock note for every value; a value at 0 cannot be chosen. */
export function OptionPicker({ picker, value, onChange }: { picker: Picker; value: string; onChange: (label: string) => void }) {
  const name = useId();
  const t = useT();
  const { language } = useLanguage();
  return (
    <fieldset className={styles.fieldset} data-picker={picker.label}>
      <legend className={styles.legend}>
        {picker.label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
        <span style={visuallyHidden}>{t('product.required')}</span>
      </legend>
      <div className={styles.values}>
        {picker.option.values.map((option) => {
          const id = `${name}-${option.label}`;
          return (
            <div key={option.label} className={styles.value}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.label}
                checked={value === option.label}
                onChange={() => onChange(option.label)}
                disabled={option.stock <= 0}
                required
              />
              <label htmlFor={id} className={styles.chip}>
                <span className={styles.chipTop}>
                  {'hex' in option && <span className={styles.swatch} style={{ background: option.hex }} aria-hidden="true" />}
                  {(language === 'ar' && option.labelAr?.trim()) || option.label}
                </span>
                <span className={[styles.note, option.stock <= 10 && styles.low].filter(Boolean).join(' ')}>
                  {stockNote(option.stock, t)}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
