import { cityList, freeShippingNote } from './free-shipping';
import { buildSettings } from '../test-support/builders';
import { formatPrice } from '@shop/ui-kit';
import { checkoutMessages } from '../i18n/messages';

const en = () => ({ t: checkoutMessages.translator('en'), price: (amount: number) => formatPrice(amount, 'en'), locale: 'en', language: 'en' as const });
const ar = () => ({ t: checkoutMessages.translator('ar'), price: (amount: number) => formatPrice(amount, 'ar'), locale: 'ar-EG-u-nu-latn', language: 'ar' as const });

describe('the free-shipping line (issue 31)', () => {
  const demo = buildSettings({ freeShippingThreshold: 1000, freeShippingCities: ['Cairo', 'Giza'] });

  it('when the cart is 897.99 EGP, then it says what to add and where it applies', () => {
    expect(freeShippingNote(897.99, null, demo, en())).toBe('Add 102.01 EGP for free shipping to Cairo and Giza');
  });

  it('when Cairo is chosen under the threshold, then the line needs no city', () => {
    expect(freeShippingNote(897.99, 'Cairo', demo, en())).toBe('Add 102.01 EGP for free shipping');
  });

  it('when the threshold is reached, then it says free shipping', () => {
    expect(freeShippingNote(1098, 'Cairo', demo, en())).toBe('Free shipping');
    expect(freeShippingNote(1000, null, demo, en())).toBe('Free shipping to Cairo and Giza');
  });

  it('when the chosen city is not covered or there is no rule, then there is no line', () => {
    expect(freeShippingNote(897.99, 'Aswan', demo, en())).toBeNull();
    expect(freeShippingNote(897.99, null, buildSettings(), en())).toBeNull();
  });

  it('when every city is covered, then none is named', () => {
    expect(freeShippingNote(900, null, { ...demo, freeShippingCities: [] }, en())).toBe('Add 100.00 EGP for free shipping');
  });

  it('when cities are listed, then they read as a sentence', () => {
    expect(cityList(['Cairo', 'Giza', 'Banha'])).toBe('Cairo, Giza and Banha');
  });

  it('when the page is Arabic, then the line is Arabic, the amount in Egyptian pounds and the cities by their Arabic names', () => {
    expect(freeShippingNote(897.99, null, demo, ar())).toBe('أضف 102.01 ج.م واحصل على شحن مجاني إلى القاهرة والجيزة');
  });
});
