import { stepperClasses } from '@shop/ui-kit';
import styles from './QuantityControl.module.css';
import { useT } from '../i18n/messages';

/** Quantity of at least 1 (the minus button is disabled at 1); typing is allowed and clamped. */
export function QuantityControl({ value, onChange, max = 99 }: { value: number; onChange: (value: number) => void; max?: number }) {
  const t = useT();
  const step = `${stepperClasses.step} ${styles.step}`;
  const set = (next: number) => onChange(Math.min(max, Math.max(1, Math.floor(next) || 1)));
  return (
    <div className={stepperClasses.stepper} role="group" aria-label={t('product.quantity')}>
      <button type="button" className={step} onClick={() => set(value - 1)} disabled={value <= 1} aria-label={t('product.decrease')}>
        −
      </button>
      <input
        className={styles.value}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        aria-label={t('product.quantity')}
      />
      <button type="button" className={step} onClick={() => set(value + 1)} disabled={value >= max} aria-label={t('product.increase')}>
        +
      </button>
    </div>
  );
}
