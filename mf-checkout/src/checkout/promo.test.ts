import { ApiError } from '@shop/ui-kit';
import { ENTER_EMAIL_FOR_PROMO, ENTER_PROMO_CODE, PROMO_REFUSED, promoDescription, promoFailureMessage, promoInputProblem } from './promo';

describe('the promo form', () => {
  it('when the code is empty, then it asks for a promo code (before asking for the email)', () => {
    expect(promoInputProblem('  ', '')).toBe('Please enter a promo code');
    expect(ENTER_PROMO_CODE).toBe('Please enter a promo code');
  });

  it('when the email is missing, then it asks for the email to validate the code', () => {
    expect(promoInputProblem('WELCOME10', ' ')).toBe('Please enter your email to validate the promo code');
    expect(ENTER_EMAIL_FOR_PROMO).toBe(promoInputProblem('x', ''));
  });

  it('when code and email are there, then the server decides', () => {
    expect(promoInputProblem('WELCOME10', 'mona@shop.test')).toBeNull();
  });

  it("when the server refuses with its own text, then that text is shown, else the spec's", () => {
    expect(promoFailureMessage(new ApiError(400, 'PROMO_EXPIRED', 'This promo code has expired', true))).toBe(
      'This promo code has expired',
    );
    expect(promoFailureMessage(new ApiError(502, 'HTTP_ERROR', 'Request failed with status 502', false))).toBe(PROMO_REFUSED);
    expect(PROMO_REFUSED).toBe('Promo code is invalid or has been used');
  });

  it('when a promo is applied, then its line says what it takes off', () => {
    const base = { promoId: 'a'.repeat(24), code: 'welcome10' };
    expect(promoDescription({ ...base, discountType: 'percentage', discountValue: 10 })).toBe('WELCOME10 (10% off)');
    expect(promoDescription({ ...base, code: 'GLOW50', discountType: 'amount', discountValue: 50 })).toBe('GLOW50 (50.00 EGP off)');
  });
});
