import { useId, useState } from 'react';
import { fieldClasses } from '@shop/ui-kit';
import styles from './AuthPage.module.css';
import { usePageT as useT } from '../i18n/messages';

/** A password input with a Show/Hide toggle (storefront spec §2, login). */
export function PasswordField({ value, onChange, autoComplete, hint }: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>
        {t('auth.password')}
        <span className={fieldClasses.required} aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.password}>
        <input
          id={id}
          className={fieldClasses.control}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          dir="ltr"
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        >
          {visible ? t('auth.hide') : t('auth.show')}
        </button>
      </div>
      {hint && <span className={fieldClasses.hint}>{hint}</span>}
    </div>
  );
}
