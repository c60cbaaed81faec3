import type { User } from '@shop/contracts';
import {
  EMPTY_SHIPPING_FORM,
  OTHER_CITY,
  REQUIRED_FIELDS,
  canPlaceOrder,
  cityOptionLabel,
  deliveryCity,
  otherCityOptionLabel,
  phoneProblem,
  prefillFromProfile,
} from './shipping-form';
import { buildLine, buildSettings, buildShippingForm } from '../test-support/builders';

describe('the Place Order rule (storefront spec §5)', () => {
  const cart = [buildLine()];

  it('when the six required fields are filled and the cart has items, then Place Order is enabled', () => {
    expect(canPlaceOrder(buildShippingForm(), cart)).toBe(true);
  });

  it.each(REQUIRED_FIELDS)('when %s is empty or only spaces, then Place Order stays disabled', (field) => {
    expect(canPlaceOrder(buildShippingForm({ [field]: '' }), cart)).toBe(false);
    expect(canPlaceOrder(buildShippingForm({ [field]: '   ' }), cart)).toBe(false);
  });

  it('when floor, apartment and landmark are empty, then they do not hold the order back', () => {
    expect(canPlaceOrder(buildShippingForm({ floor: '', apartment: '', landmark: '' }), cart)).toBe(true);
  });

  it('when the cart is empty, then Place Order stays disabled however complete the form is', () => {
    expect(canPlaceOrder(buildShippingForm(), [])).toBe(false);
  });

  it('when nothing is typed yet, then it is disabled', () => {
    expect(canPlaceOrder(EMPTY_SHIPPING_FORM, cart)).toBe(false);
  });
});

describe('the City select', () => {
  it('when a rate is listed, then it reads city (value EGP) with 2 decimals', () => {
    expect(cityOptionLabel({ city: 'Cairo', value: 50 })).toBe('Cairo (50.00 EGP)');
    expect(cityOptionLabel({ city: 'Port Said', value: 82.5 })).toBe('Port Said (82.50 EGP)');
  });
});

describe('a signed-in shopper', () => {
  const user = {
    _id: 'b'.repeat(24),
    first_name: 'Salma',
    last_name: 'Hassan',
    email: 'salma@shop.test',
    phone_number: '01000000000',
    address: { street: '5 Tahrir St', city: 'cairo', floor: '2', apt: '4', landmark: '' },
  } as unknown as User;

  it('when the profile has an address, then it fills the empty fields and picks the listed city', () => {
    const filled = prefillFromProfile(EMPTY_SHIPPING_FORM, user, buildSettings().shippingRates);
    expect(filled).toEqual({
      firstName: 'Salma',
      lastName: 'Hassan',
      email: 'salma@shop.test',
      phone: '01000000000',
      street: '5 Tahrir St',
      city: 'Cairo',
      otherCity: '',
      floor: '2',
      apartment: '4',
      landmark: '',
    });
  });

  it('when the shopper already typed something, then the profile does not overwrite it', () => {
    const typed = { ...EMPTY_SHIPPING_FORM, email: 'other@shop.test' };
    expect(prefillFromProfile(typed, user, []).email).toBe('other@shop.test');
    expect(prefillFromProfile(typed, user, []).city).toBe(''); // Cairo is not listed here
  });

  it('when nobody is signed in, then the form stays as it is', () => {
    expect(prefillFromProfile(EMPTY_SHIPPING_FORM, null, [])).toBe(EMPTY_SHIPPING_FORM);
  });
});

describe('Other city (issue 31)', () => {
  const cart = [buildLine()];

  it('when Other city is chosen, then its typed name is the delivery city and Place Order waits for it', () => {
    const form = buildShippingForm({ city: OTHER_CITY, otherCity: '' });
    expect(canPlaceOrder(form, cart)).toBe(false);
    expect(deliveryCity({ ...form, otherCity: ' Mansoura ' })).toBe('Mansoura');
    expect(canPlaceOrder({ ...form, otherCity: 'Mansoura' }, cart)).toBe(true);
  });

  it('when a listed city is chosen, then a name typed for another city is ignored', () => {
    expect(deliveryCity(buildShippingForm({ city: 'Cairo', otherCity: 'Tanta' }))).toBe('Cairo');
  });

  it('when the option is listed, then it shows the default shipping value', () => {
    expect(otherCityOptionLabel(100)).toBe('Other city (100.00 EGP)');
  });

  it('when the profile city has no rate, then Other city is chosen with its name', () => {
    const user = { first_name: 'A', last_name: 'B', email: 'a@b.co', address: { city: 'Tanta' } } as unknown as User;
    const filled = prefillFromProfile(EMPTY_SHIPPING_FORM, user, buildSettings().shippingRates);
    expect(filled).toMatchObject({ city: OTHER_CITY, otherCity: 'Tanta' });
  });
});

describe('phoneProblem', () => {
  it.each(['', '01012345678', '+20 101 234 5678', '٠١٠١٢٣٤٥٦٧٨'])('when the phone is %p, then nothing is wrong', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
  });

  it('when the phone is 12345, then the shopper is told what a mobile number looks like', () => {
    expect(phoneProblem('12345')).toMatch(/valid Egyptian mobile number/);
  });
});
