import { useEffect, useId, useState } from 'react';
import { Button, fieldClasses } from '@shop/ui-kit';
import { promoDescription, type AppliedPromo } from './promo';
import styles from './CheckoutPage.module.css';

interface PromoFormProps {
  applied: AppliedPromo | null;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The promo code form and the promo-applied line of the Order Summary. */
export function PromoForm({ applied, applying, onApply, onRemove }: PromoFormProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const apply = () => onApply(code);
  // A code that was applied moves from the field to the applied line.
  useEffect(() => {
    if (applied) setCode('');
  }, [applied]);
  return (
    <div className={styles.promo}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        Promo code
      </label>
      <div className={styles.promoRow}>
        <input
          id={inputId}
          className={fieldClasses.control}
          value={code}
          placeholder="Enter promo code"
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole checkout form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="secondary" onClick={apply} disabled={applying}>
          Apply
        </Button>
      </div>
      {applied && (
        <p className={styles.promoApplied} role="status" data-promo-applied={applied.code}>
          <span>
            Promo code applied: <strong>{promoDescription(applied)}</strong>
          </span>
          <button type="button" className={styles.linkButton} onClick={onRemove}>
            Remove
          </button>
        </p>
      )}
    </div>
  );
}
