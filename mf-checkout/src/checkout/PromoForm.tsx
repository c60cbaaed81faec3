import { useEffect, useId, useState } from 'react';
import { Button, fieldClasses, visuallyHidden } from '@shop/ui-kit';
import { promoDescription, type AppliedPromo } from './promo';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';
import { useFormat } from '@shop/app-context';

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
  const t = useT();
  const { price } = useFormat();
  const apply = () => onApply(code);
  // A code that was applied moves from the field to the applied line.
  useEffect(() => {
    if (applied) setCode('');
  }, [applied]);
  return (
    <div className={styles.promo}>
      <label htmlFor={inputId} style={visuallyHidden}>
        {t('promo.label')}
      </label>
      <div className={styles.promoRow}>
        <input
          id={inputId}
          className={fieldClasses.control}
          value={code}
          placeholder={t('promo.placeholder')}
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
          {t('promo.apply')}
        </Button>
      </div>
      {applied && (
        <p className={styles.promoApplied} role="status" data-promo-applied={applied.code}>
          <span>
            {t('promo.applied')} <strong>{promoDescription(applied, t, price)}</strong>
          </span>
          <button type="button" className={styles.linkButton} onClick={onRemove}>
            {t('promo.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
