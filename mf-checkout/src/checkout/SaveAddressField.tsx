import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';

/** Issue 32: a signed-in shopper may keep this shipping address on their profile (it prefills the next checkout). */
export function SaveAddressField({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <label className={styles.paymentOption}>
      <input
        type="checkbox"
        name="saveAddress"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('checkout.saveAddress')}</span>
    </label>
  );
}
