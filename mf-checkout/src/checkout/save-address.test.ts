import { EMPTY_SHIPPING_FORM, OTHER_CITY } from './shipping-form';
import { profileAddressOf } from './save-address';

describe('saving the checkout address on the profile (issue 32)', () => {
  const form = {
    ...EMPTY_SHIPPING_FORM,
    street: ' 9 Corniche Street ',
    city: 'Alexandria',
    floor: '3',
    apartment: '12',
    landmark: 'Near the bank',
  };

  it('when the shipping fields are saved, then they become the profile address in its own fields', () => {
    expect(profileAddressOf(form, undefined)).toEqual({
      street: '9 Corniche Street',
      city: 'Alexandria',
      floor: '3',
      apt: '12',
      landmark: 'Near the bank',
    });
  });

  it("when the city is 'Other city', then its typed name is saved, and the profile's country is kept", () => {
    expect(
      profileAddressOf({ ...form, city: OTHER_CITY, otherCity: ' Siwa ' }, { country: 'Egypt' }),
    ).toMatchObject({
      city: 'Siwa',
      country: 'Egypt',
    });
  });
});
