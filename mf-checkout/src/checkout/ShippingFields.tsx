import type { InputHTMLAttributes } from 'react';
import type { ShippingRate } from '@shop/contracts';
import { SelectField, TextField } from '@shop/ui-kit';
import {
  OTHER_CITY,
  cityOptionLabel,
  isRequired,
  otherCityOptionLabel,
  phoneProblem,
  type ShippingField,
  type ShippingForm,
} from './shipping-form';
import styles from './CheckoutPage.module.css';

interface ShippingFieldsProps {
  form: ShippingForm;
  rates: readonly ShippingRate[];
  /** What 'Other city' pays. */
  defaultShippingValue: number;
  onChange: (field: ShippingField, value: string) => void;
  disabled: boolean;
}

/** Shipping Information (storefront spec §2 Checkout); required fields are marked with *. */
export function ShippingFields({ form, rates, defaultShippingValue, onChange, disabled }: ShippingFieldsProps) {
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
      <legend className={styles.visuallyHidden}>Shipping Information</legend>
      {field('firstName', 'First Name', { autoComplete: 'given-name' })}
      {field('lastName', 'Last Name', { autoComplete: 'family-name' })}
      {field('email', 'Email Address', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('phone', 'Phone Number', {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        'aria-invalid': phoneProblem(form.phone) !== null,
      }, phoneProblem(form.phone) ?? 'Mobile, e.g. 010 1234 5678')}
      <div className={styles.wide}>{field('street', 'Street', { autoComplete: 'street-address' })}</div>
      {rates.length > 0 ? (
        <SelectField
          label="City"
          name="city"
          value={form.city}
          onChange={(event) => onChange('city', event.target.value)}
          required
          disabled={disabled}
        >
          <option value="" disabled>
            Select your city
          </option>
          {rates.map((rate) => (
            <option key={rate._id ?? rate.city} value={rate.city}>
              {cityOptionLabel(rate)}
            </option>
          ))}
          <option value={OTHER_CITY}>{otherCityOptionLabel(defaultShippingValue)}</option>
        </SelectField>
      ) : (
        // No rates are set up: any city may be typed, and the default shipping value applies.
        field('city', 'City', { autoComplete: 'address-level2' })
      )}
      {form.city === OTHER_CITY &&
        rates.length > 0 &&
        field('otherCity', 'City name', { autoComplete: 'address-level2', required: true }, 'Mansoura, Tanta, Sharm El-Sheikh…')}
      {field('floor', 'Floor')}
      {field('apartment', 'Apartment')}
      {field('landmark', 'Landmark (optional)')}
    </fieldset>
  );
}
