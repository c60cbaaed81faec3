import { BASIC_FIELDS, arabicKey } from './config-fields';

describe('the configuration fields in Arabic (decision 025)', () => {
  it('when the basic texts are listed, then each has an Arabic twin key', () => {
    expect(BASIC_FIELDS.map(({ key }) => arabicKey(key))).toEqual([
      'nameAr',
      'slogan1Ar',
      'slogan2Ar',
      'descriptionAr',
      'aboutUs1Ar',
      'aboutUs2Ar',
    ]);
  });
});
