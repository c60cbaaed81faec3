import { useId } from 'react';
import { fieldClasses, visuallyHidden } from '@shop/ui-kit';
import styles from './SearchField.module.css';

/** A labelled search box (the label is visible to screen readers only; the placeholder says the same). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} style={visuallyHidden}>
        {label}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={[fieldClasses.control, styles.input].join(' ')}
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
