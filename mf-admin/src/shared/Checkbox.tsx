import type { ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** A checkbox with its label beside it (the whole line is the click target); the screen's class places it. */
export function Checkbox({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
