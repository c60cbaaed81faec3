import { cartTotals, taxLabel } from './cart-totals';
import { buildLine } from '../test-support/builders';

const VAT = [{ taxName: 'VAT', value: 14 }];

describe('the drawer and full cart totals', () => {
  it('when lines have cents, then the subtotal is exact to the piastre and the tax is rounded half up', () => {
    // 189.99 x 3 = 569.97; 14% = 79.7958 -> 79.80
    const figures = cartTotals([buildLine({ unitPrice: 189.99, quantity: 3 })], VAT);
    expect(figures.lineTotals).toEqual([569.97]);
    expect(figures.subtotal).toBe(569.97);
    expect(figures.taxes).toEqual([{ taxName: 'VAT', value: 14, amount: 79.8 }]);
  });

  it('when the tax falls on exactly half a piastre, then it rounds up (149.75 x 14% = 20.965 -> 20.97)', () => {
    expect(cartTotals([buildLine({ unitPrice: 149.75 })], VAT).taxes[0]?.amount).toBe(20.97);
  });

  it('when the total is shown, then it never includes shipping (storefront spec §9)', () => {
    const figures = cartTotals([buildLine({ unitPrice: 0.1, quantity: 3 }), buildLine({ unitPrice: 0.2 })], VAT);
    expect(figures.subtotal).toBe(0.5);
    expect(figures.shippingCost).toBe(0);
    expect(figures.totalAmount).toBe(0.57); // 0.50 + 0.07
  });

  it('when the shop s prices include VAT, then the cart total is the shelf total and the VAT is shown inside it', () => {
    const figures = cartTotals([buildLine({ unitPrice: 189.99, quantity: 3 })], VAT, true);
    // 56,997 × 14 / 114 = 6,999.6 → 70.00 inside 569.97
    expect(figures).toMatchObject({ subtotal: 569.97, totalAmount: 569.97, taxesIncluded: true });
    expect(figures.taxes).toEqual([{ taxName: 'VAT', value: 14, amount: 70 }]);
  });

  it('when a row has no price, then it counts as 0', () => {
    const figures = cartTotals([buildLine({ unitPrice: 0, problem: 'no-price', quantity: 2 }), buildLine({ unitPrice: 10 })], []);
    expect(figures.totalAmount).toBe(10);
  });

  it('when a tax is labelled, then its rate is shown with it', () => {
    expect(taxLabel({ taxName: 'VAT', value: 14 })).toBe('VAT (14%)');
  });

  it('when a tax has an Arabic name, then Arabic pages label it so and English pages keep the English name', () => {
    const vat = { taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14 };
    expect(taxLabel(vat, 'ar')).toBe('ضريبة القيمة المضافة (14%)');
    expect(taxLabel(vat, 'en')).toBe('VAT (14%)');
    expect(taxLabel({ taxName: 'VAT', value: 14 }, 'ar')).toBe('VAT (14%)');
    expect(cartTotals([buildLine({ unitPrice: 100 })], [vat]).taxes[0]?.taxNameAr).toBe('ضريبة القيمة المضافة');
  });
});
