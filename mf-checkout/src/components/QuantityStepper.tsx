import { stepperClasses } from '@shop/ui-kit';
import styles from './QuantityStepper.module.css';
import { useT } from '../i18n/messages';

/** The cart's largest quantity of one line (contracts CART_QUANTITY_MAX; a test keeps the two equal). */
export const QUANTITY_MAX = 99;

/** Minus and plus around the quantity; minus is disabled at 1 (storefront spec §4), plus at the maximum. */
export function QuantityStepper({
  quantity,
  itemName,
  onChange,
  disabled = false,
}: {
  quantity: number;
  itemName: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const step = `${stepperClasses.step} ${styles.step}`;
  return (
    <div className={stepperClasses.stepper} role="group" aria-label={t('cart.quantityOf', { name: itemName })}>
      <button
        type="button"
        className={step}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || quantity <= 1}
        aria-label={t('cart.decrease', { name: itemName })}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" data-quantity={quantity}>
        {quantity}
      </output>
      <button
        type="button"
        className={step}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= QUANTITY_MAX}
        aria-label={t('cart.increase', { name: itemName })}
      >
        +
      </button>
    </div>
  );
}
