import { egyptianMobile, egyptianPhone, nationalDigits } from './phone';

describe('egyptianMobile', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['+20 101 234 5678', '01012345678'],
    ['0020-111-234-5678', '01112345678'],
    ['(012) 3456 7890', '01234567890'],
    ['015.1234.5678', '01512345678'],
    ['٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['+٢٠ ١٠١ ٢٣٤ ٥٦٧٨', '01012345678'],
    ['۰۱۲۳۴۵۶۷۸۹۰', '01234567890'],
  ])('when %p is typed, then it is stored as %p', (typed, national) => {
    expect(egyptianMobile(typed)).toBe(national);
  });

  it.each([
    ['12345'],
    [''],
    ['01312345678'], // no such network
    ['0101234567'], // one digit short
    ['010123456789'], // one digit too many
    ['+44 7911 123456'],
    ['0101234567a'],
    ['0212345678'], // a Cairo landline is no mobile
    ['+20+1012345678'],
  ])('when %p is typed, then it is refused', (typed) => {
    expect(egyptianMobile(typed)).toBeNull();
  });
});

describe('egyptianPhone', () => {
  it.each([
    ['02 1234 5678', '0212345678'],
    ['03 123 4567', '031234567'],
    ['050 223 4567', '0502234567'],
    ['+20 10 1234 5678', '01012345678'],
  ])('when the landline or mobile %p is typed, then it is kept as %p', (typed, national) => {
    expect(egyptianPhone(typed)).toBe(national);
  });

  it.each([['12345'], ['021234567'], ['+1 212 555 0100']])('when %p is typed, then it is refused', (typed) => {
    expect(egyptianPhone(typed)).toBeNull();
  });
});

describe('nationalDigits', () => {
  it('when letters are typed, then nothing is read', () => {
    expect(nationalDigits('call me')).toBeNull();
  });
});
