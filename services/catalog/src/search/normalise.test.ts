import { normaliseTerm } from './normalise';

describe('normaliseTerm', () => {
  it.each([
    ['أحمر', 'احمر'],
    ['إطلالة', 'اطلاله'],
    ['آمن', 'امن'],
    ['مرطّب', 'مرطب'],
    ['مُرَطِّبٌ', 'مرطب'],
    ['سيـــروم', 'سيروم'],
    ['عناية', 'عنايه'],
    ['مستشفى', 'مستشفي'],
    ['Crème', 'creme'],
    ['SERUM', 'serum'],
    ['٥٠', '50'],
  ])('when %s is normalised, then it reads %s', (input, expected) => {
    expect(normaliseTerm(input)).toBe(expected);
  });

  it('when a hamza sits on waw or yaa, then the letter stays and the hamza goes', () => {
    expect(normaliseTerm('مؤقت')).toBe('موقت');
    expect(normaliseTerm('بيئة')).toBe('بييه');
  });
});
