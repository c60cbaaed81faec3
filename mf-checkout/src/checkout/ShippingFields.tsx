import type { InputHTMLAttributes } from 'react';
import type { ShippingRate } from '@shop/contracts';
import { SelectField, TextField, visuallyHidden } from '@shop/ui-kit';
import { OTHER_CITY, isRequired, phoneProblem, type ShippingField, type ShippingForm } from './shipping-form';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';
import { useFormat, useLanguage } from '@shop/app-context';
import { cityName } from '@shop/contracts/shipping-cities';

/** What the browser may fill in for the shopper (autocomplete tokens, not words anyone reads). */
const AUTOFILL = {
  givenName: { autoComplete: 'given-name' },
  familyName: { autoComplete: 'family-name' },
  street: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
} as const;

interface ShippingFieldsProps {
  form: ShippingForm;
  rates: readonly ShippingRate[];
  /** What 'Other city' pays. */
  defaultShippingValue: number;
  onChange: (field: ShippingField, value: string) => void;
  disabled: boolean;
}

/** Shipping Information (storefront spec §2 Checkout); required fields are marked with *. */
export function ShippingFields({
  form,
  rates,
  defaultShippingValue,
  onChange,
  disabled,
}: ShippingFieldsProps) {
  const t = useT();
  const { price } = useFormat();
  const { language } = useLanguage();
  const field = (
    name: ShippingField,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      name={name}
      value={form[name]}
      onChange={(event) => onChange(name, event.target.value)}
      required={isRequired(name)}
      disabled={disabled}
      {...extra}
    />
  );
  return (
    <fieldset className={styles.fields} disabled={disabled}>
      <legend style={visuallyHidden}>{t('checkout.shippingInfo')}</legend>
      {field('firstName', t('fields.firstName'), AUTOFILL.givenName)}
      {field('lastName', t('fields.lastName'), AUTOFILL.familyName)}
      {field('email', t('fields.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field(
        'phone',
        t('fields.phone'),
        {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          'aria-invalid': phoneProblem(form.phone) !== null,
        },
        phoneProblem(form.phone) ? t('checkout.phoneProblem') : t('fields.phoneHint'),
      )}
      <div className={styles.wide}>{field('street', t('fields.street'), AUTOFILL.street)}</div>
      {rates.length > 0 ? (
        <SelectField
          label={t('fields.city')}
          name="city"
          value={form.city}
          onChange={(event) => onChange('city', event.target.value)}
          required
          disabled={disabled}
        >
          <option value="" disabled>
            {t('fields.selectCity')}
          </option>
          {rates.map((rate) => (
            <option key={rate._id ?? rate.city} value={rate.city}>
              {t('fields.cityOption', {
                city: cityName(rate.city, language),
                price: price(rate.value),
              })}
            </option>
          ))}
          <option value={OTHER_CITY}>{t('fields.otherCity', { price: price(defaultShippingValue) })}</option>
        </SelectField>
      ) : (
        // No rates are set up: any city may be typed, and the default shipping value applies.
        field('city', t('fields.city'), AUTOFILL.city)
      )}
      {form.city === OTHER_CITY &&
        rates.length > 0 &&
        field(
          'otherCity',
          t('fields.cityName'),
          { ...AUTOFILL.city, required: true },
          t('fields.cityNameHint'),
        )}
      {field('floor', t('fields.floor'))}
      {field('apartment', t('fields.apartment'))}
      {field('landmark', t('fields.landmark'))}
    </fieldset>
  );
}
