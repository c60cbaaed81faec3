import { NumberField } from '../../shared/NumberField';
import { toggleFreeShippingCity, type MonetaryForm } from './monetary-rules';
import styles from './MonetaryPage.module.css';

/** The free-shipping rule (issue 31): a threshold in EGP and the cities it covers. */
export function FreeShippingEditor({ form, onChange }: { form: MonetaryForm; onChange: (next: MonetaryForm) => void }) {
  return (
    <>
      <h3 className={styles.subtitle}>Free shipping</h3>
      <NumberField
        label="Free shipping threshold (EGP)"
        hint="Orders whose subtotal after the promo discount reaches it ship free. Empty or 0: no free shipping"
        value={form.freeShippingThreshold}
        onChange={(freeShippingThreshold) => onChange({ ...form, freeShippingThreshold })}
        className={styles.default}
      />
      <fieldset className={styles.cities}>
        <legend className={styles.legend}>Free shipping cities (none ticked: every city)</legend>
        {form.rates.map((rate) => (
          // Named 'Free shipping to Luxor', so 'Luxor' stays the name of the city's rate input alone.
          <div key={rate.city} className={styles.city}>
            <input
              type="checkbox"
              aria-label={`Free shipping to ${rate.city}`}
              checked={form.freeShippingCities.includes(rate.city)}
              onChange={(e) => onChange(toggleFreeShippingCity(form, rate.city, e.target.checked))}
            />
            <span aria-hidden="true">{rate.city}</span>
          </div>
        ))}
      </fieldset>
    </>
  );
}
