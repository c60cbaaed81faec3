import type { ShippingRate, User } from '@shop/contracts';
import { MOBILE_PHONE_MESSAGE, egyptianMobile } from '@shop/contracts/phone';
import { sameCity } from '@shop/contracts/pricing';
import { formatEGP } from '@shop/ui-kit';
import type { CartLine } from '../cart/cart-lines';

/** The Shipping Information fields (storefront spec §2 Checkout), as typed. */
export interface ShippingForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  /** The City select's value: a listed rate's city, OTHER_CITY, or '' while none is chosen. */
  city: string;
  /** The city's name when 'Other city' is chosen (it pays the default shipping value). */
  otherCity: string;
  floor: string;
  apartment: string;
  landmark: string;
}

export type ShippingField = keyof ShippingForm;

export const EMPTY_SHIPPING_FORM: ShippingForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  otherCity: '',
  floor: '',
  apartment: '',
  landmark: '',
};

/** Storefront spec §5: these must be filled before Place Order is enabled. */
export const REQUIRED_FIELDS: readonly ShippingField[] = ['firstName', 'lastName', 'email', 'phone', 'street', 'city'];

export const isRequired = (field: ShippingField): boolean => REQUIRED_FIELDS.includes(field);

/** The City select's choice for a city without its own rate (issue 31): its name is typed beside it. */
export const OTHER_CITY = '__other__';

/** The city the order goes to: the chosen rate's city, or the typed name of another city; '' while unknown. */
export function deliveryCity(form: ShippingForm): string {
  return (form.city === OTHER_CITY ? form.otherCity : form.city).trim();
}

/** Place Order is enabled only when the required fields are filled and the cart is non-empty (spec §5). */
export function canPlaceOrder(form: ShippingForm, lines: readonly CartLine[]): boolean {
  return (
    lines.length > 0 && REQUIRED_FIELDS.every((field) => form[field].trim() !== '') && deliveryCity(form) !== ''
  );
}

/** 'Other city (100.00 EGP)': any city without a rate pays the default shipping value. */
export function otherCityOptionLabel(defaultShippingValue: number): string {
  return `Other city (${formatEGP(defaultShippingValue)})`;
}

/**
 * The courier calls the phone: an Egyptian mobile number, however it is typed (+20, spaces, Arabic-Indic
 * digits). The server checks it again; null while it is empty (Place Order stays disabled then) or valid.
 */
export function phoneProblem(phone: string): string | null {
  if (phone.trim() === '') return null;
  return egyptianMobile(phone) === null ? MOBILE_PHONE_MESSAGE : null;
}

/** A City option: 'Cairo (50.00 EGP)', the spec's 'city (value EGP)' with the shop's 2 decimals. */
export function cityOptionLabel(rate: Pick<ShippingRate, 'city' | 'value'>): string {
  return `${rate.city} (${formatEGP(rate.value)})`;
}

/**
 * A signed-in shopper's profile fills the fields that are still empty (their own typing always wins). The
 * city is taken only when it is one of the listed rates, spelled as the list spells it.
 */
export function prefillFromProfile(form: ShippingForm, user: User | null, rates: readonly ShippingRate[]): ShippingForm {
  if (!user) return form;
  const address = user.address ?? {};
  const listedCity = address.city ? rates.find((rate) => sameCity(rate.city, address.city ?? ''))?.city : undefined;
  // a profile city without a rate is 'Other city' with its name, when the list offers that choice
  const unlisted = rates.length > 0 && !listedCity && address.city?.trim() ? address.city.trim() : undefined;
  const profileCity = listedCity ?? (unlisted ? OTHER_CITY : undefined);
  const known: Partial<ShippingForm> = {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone_number,
    street: address.street,
    city: profileCity,
    otherCity: unlisted,
    floor: address.floor,
    apartment: address.apt,
    landmark: address.landmark,
  };
  const next = { ...form };
  for (const field of Object.keys(next) as ShippingField[]) {
    const value = known[field];
    if (next[field] === '' && value) next[field] = value;
  }
  return next;
}
