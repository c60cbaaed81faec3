import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldFrame {
  label: string;
  hint?: ReactNode;
  className?: string;
}

function Frame({ label, hint, className, id, required, children }: FieldFrame & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}

/** Phone numbers and e-mail addresses read left to right on Arabic pages too (decision 024). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

/** A labelled input: the label is tied to the control so screen readers and tests find it by name. */
export function TextField({ label, hint, className, id, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  const dir = input.dir ?? (LEFT_TO_RIGHT_TYPES.has(input.type ?? '') ? 'ltr' : undefined);
  return (
    <Frame label={label} hint={hint} className={className} id={controlId} required={input.required}>
      <input id={controlId} className={styles.control} {...input} dir={dir} />
    </Frame>
  );
}

export function TextAreaField({ label, hint, className, id, ...area }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Frame label={label} hint={hint} className={className} id={controlId} required={area.required}>
      <textarea id={controlId} className={styles.control} {...area} />
    </Frame>
  );
}

export function SelectField({ label, hint, className, id, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <Frame label={label} hint={hint} className={className} id={controlId} required={select.required}>
      <select id={controlId} className={styles.control} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** The field look for controls built by hand (a password input with a show/hide button, ...). */
export const fieldClasses = { control: styles.control, label: styles.label, field: styles.field, hint: styles.hint, required: styles.required };
