import { catalogueProblems } from './catalogue-parity';

describe('catalogueProblems', () => {
  it('when both languages have the same keys and placeholders, then no problem', () => {
    const en = { cart: { title: 'Your Cart', add: 'Add {{count}} more', items: { one: '{{count}} item', other: '{{count}} items' } } };
    const ar = {
      cart: {
        title: 'سلة التسوق',
        add: 'أضف {{count}} أخرى',
        items: { zero: 'لا منتجات', one: 'منتج واحد', two: 'منتجان', few: '{{count}} منتجات', many: '{{count}} منتجًا', other: '{{count}} منتج' },
      },
    };
    expect(catalogueProblems({ en, ar })).toEqual([]);
  });

  it('when a key exists in one language only, then it is named', () => {
    expect(catalogueProblems({ en: { a: { b: 'B', c: 'C' } }, ar: { a: { b: 'ب' }, d: 'د' } })).toEqual([
      'a.c: missing in ar',
      'd: missing in en',
    ]);
  });

  it('when a text is empty or drops a placeholder, then it is named', () => {
    expect(catalogueProblems({ en: { a: 'Hi {{name}}', b: 'B' }, ar: { a: 'أهلًا', b: ' ' } })).toEqual([
      'a: other placeholders in ar',
      'b: empty in ar',
    ]);
  });

  it('when Arabic lacks a plural form its language uses, then it is named', () => {
    const en = { items: { one: '{{count}} item', other: '{{count}} items' } };
    const ar = { items: { one: 'منتج واحد', other: '{{count}} منتج' } };
    expect(catalogueProblems({ en, ar })).toEqual(['items: plural forms zero, two, few, many missing in ar']);
  });
});
