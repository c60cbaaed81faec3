import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethodName } from '@shop/contracts/constants';
import styles from './CheckoutPage.module.css';

const HINTS: Record<PaymentMethodName, string> = {
  cash_on_delivery: 'Pay the courier in cash when your order arrives.',
  card_on_delivery: 'Pay the courier by card when your order arrives.',
};

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
  return (
    <fieldset className={styles.payment} disabled={disabled}>
      <legend className={styles.paymentTitle}>Payment Method</legend>
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
            <strong>{PAYMENT_METHOD_LABELS[method]}</strong>
            <span className={styles.paymentHint}>{HINTS[method]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
