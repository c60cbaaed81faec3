import { addressLines } from './address';

describe('delivery address', () => {
  it('when every part is given, then it reads street, floor and apartment, city, landmark', () => {
    expect(
      addressLines({
        street: '12 El Tahrir St',
        floor: '3',
        apartment: '7',
        city: 'Giza',
        landmark: 'Near the metro',
      }),
    ).toEqual(['12 El Tahrir St', 'Floor 3, Apartment 7', 'Giza', 'Landmark: Near the metro']);
  });

  it('when parts are empty, then their lines are left out', () => {
    expect(addressLines({ street: '5 Nile St', floor: '', apartment: ' ', city: 'Cairo' })).toEqual([
      '5 Nile St',
      'Cairo',
    ]);
    expect(addressLines({ street: '', city: '' })).toEqual(['-']);
    expect(addressLines(undefined)).toEqual(['-']);
  });
});
