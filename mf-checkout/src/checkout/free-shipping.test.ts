import { cityList, freeShippingNote } from './free-shipping';
import { buildSettings } from '../test-support/builders';

describe('the free-shipping line (issue 31)', () => {
  const demo = buildSettings({ freeShippingThreshold: 1000, freeShippingCities: ['Cairo', 'Giza'] });

  it('when the cart is 897.99 EGP, then it says what to add and where it applies', () => {
    expect(freeShippingNote(897.99, null, demo)).toBe('Add 102.01 EGP for free shipping to Cairo and Giza');
  });

  it('when Cairo is chosen under the threshold, then the line needs no city', () => {
    expect(freeShippingNote(897.99, 'Cairo', demo)).toBe('Add 102.01 EGP for free shipping');
  });

  it('when the threshold is reached, then it says free shipping', () => {
    expect(freeShippingNote(1098, 'Cairo', demo)).toBe('Free shipping');
    expect(freeShippingNote(1000, null, demo)).toBe('Free shipping to Cairo and Giza');
  });

  it('when the chosen city is not covered or there is no rule, then there is no line', () => {
    expect(freeShippingNote(897.99, 'Aswan', demo)).toBeNull();
    expect(freeShippingNote(897.99, null, buildSettings())).toBeNull();
  });

  it('when every city is covered, then none is named', () => {
    expect(freeShippingNote(900, null, { ...demo, freeShippingCities: [] })).toBe('Add 100.00 EGP for free shipping');
  });

  it('when cities are listed, then they read as a sentence', () => {
    expect(cityList(['Cairo', 'Giza', 'Banha'])).toBe('Cairo, Giza and Banha');
  });
});
