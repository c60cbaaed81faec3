import { ApiError } from '@shop/ui-kit';
import { formatPrice } from '@shop/ui-kit';
import { checkoutMessages } from '../i18n/messages';
import { promoDescription, promoFailureMessage, promoInputProblem } from './promo';

const en = () => checkoutMessages.translator('en');
const egp = (amount: number) => formatPrice(amount, 'en');

describe('the promo form', () => {
  it('when the code is empty, then it asks for a promo code (before asking for the email)', () => {
    expect(promoInputProblem('  ', '', en())).toBe('Please enter a promo code');
  });

  it('when the email is missing, then it asks for the email to validate the code', () => {
    expect(promoInputProblem('WELCOME10', ' ', en())).toBe('Please enter your email to validate the promo code');
    expect(promoInputProblem('WELCOME10', ' ', checkoutMessages.translator('ar'))).toBe('من فضلك اكتب بريدك الإلكتروني للتحقق من كود الخصم');
  });

  it('when code and email are there, then the server decides', () => {
    expect(promoInputProblem('WELCOME10', 'mona@shop.test', en())).toBeNull();
  });

  it("when the server refuses with its own text, then that text is shown, else the spec's", () => {
    expect(promoFailureMessage(new ApiError(400, 'PROMO_EXPIRED', 'This promo code has expired', true), en())).toBe(
      'This promo code has expired',
    );
    expect(promoFailureMessage(new ApiError(502, 'HTTP_ERROR', 'Request failed with status 502', false), en())).toBe(
      'Promo code is invalid or has been used',
    );
  });

  it('when a promo is applied, then its line says what it takes off', () => {
    const base = { promoId: 'a'.repeat(24), code: 'welcome10' };
    expect(promoDescription({ ...base, discountType: 'percentage', discountValue: 10 }, en(), egp)).toBe('WELCOME10 (10% off)');
    expect(promoDescription({ ...base, code: 'GLOW50', discountType: 'amount', discountValue: 50 }, en(), egp)).toBe('GLOW50 (50.00 EGP off)');
  });
});
