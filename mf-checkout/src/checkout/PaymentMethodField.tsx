import { PAYMENT_METHODS, type PaymentMethodName } from '@shop/contracts/constants';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';

/** Payment Method (issue 31): how the customer pays the courier; nothing is paid online. */
export function PaymentMethodField({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethodName;
  onChange: (next: PaymentMethodName) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <fieldset className={styles.payment} disabled={disabled}>
      <legend className={styles.paymentTitle}>{t('payment.title')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.paymentOption}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{t(`payment.${method}.label`)}</strong>
            <span className={styles.paymentHint}>{t(`payment.${method}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
