import { createPromo } from '../__fixtures__/samples';
import { CreatePromoBody, PromoValidationResponse, ValidatePromoBody } from './promo';
import { endOfDayUtc, startOfDayUtc } from './promo-dates';

const firstMessage = (input: unknown) => ValidatePromoBody.safeParse(input).error?.issues[0]?.message;
const validate = { promoCode: 'RAMADAN25', subtotal: 699.98, email: 'mariam@example.com' };

describe('CreatePromoBody', () => {
  it('when an admin creates a percentage promo, then it passes', () => {
    expect(CreatePromoBody.parse(createPromo)).toEqual(createPromo);
  });

  it('when the status is left out, then the promo starts active', () => {
    const { status: _s, ...rest } = createPromo;
    expect(CreatePromoBody.parse(rest).status).toBe('active');
  });

  it.each([
    ['percentage 101', { discountValue: 101 }],
    ['percentage 0', { discountValue: 0 }],
    ['a fractional value', { discountValue: 12.5 }],
    ['a value as text', { discountValue: '25' }],
    ['amount 0', { discountType: 'amount', discountValue: 0 }],
    ['an unknown discount type', { discountType: 'bogo' }],
    ['a 2-character code', { promo_code: 'AB' }],
    ['a 33-character code', { promo_code: 'A'.repeat(33) }],
    ['a code with spaces', { promo_code: 'RAMADAN 25' }],
    ['a code as an operator', { promo_code: { $gt: '' } }],
    ['an unreadable date', { start_date: '03/01/2025' }],
    ['an expiration before the start', { start_date: '2025-03-10', expiration_date: '2025-03-09' }],
    ['a usageCount set by the client', { usageCount: 0 }],
    ['created_by set by the client', { created_by: 'someone' }],
  ])('when the body has %s, then it is rejected', (_label, change) => {
    expect(CreatePromoBody.safeParse({ ...createPromo, ...change }).success).toBe(false);
  });

  it('when a percentage is 101, then the message says 1 to 100', () => {
    const issues = CreatePromoBody.safeParse({ ...createPromo, discountValue: 101 }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['A percentage discount must be between 1 and 100']);
  });

  it('when a fixed amount above 100 is given, then it passes (the 1..100 rule is for percentages)', () => {
    expect(
      CreatePromoBody.safeParse({ ...createPromo, discountType: 'amount', discountValue: 150 }).success,
    ).toBe(true);
  });

  it('when the code has surrounding spaces, then they are trimmed', () => {
    expect(CreatePromoBody.parse({ ...createPromo, promo_code: '  EID-2025 ' }).promo_code).toBe('EID-2025');
  });

  it('when a promo lasts a single day, then start and expiration may be the same date', () => {
    expect(
      CreatePromoBody.safeParse({ ...createPromo, start_date: '2025-04-01', expiration_date: '2025-04-01' })
        .success,
    ).toBe(true);
  });
});

describe('promo day boundaries', () => {
  it('when a calendar date is given, then the start is 00:00:00.000Z and the end 23:59:59.000Z', () => {
    expect(startOfDayUtc('2025-03-01').toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(endOfDayUtc('2025-03-30').toISOString()).toBe('2025-03-30T23:59:59.000Z');
  });

  it('when a date-time is given, then its UTC calendar day is used, so converting twice changes nothing', () => {
    expect(startOfDayUtc('2025-03-01T15:42:10.123Z').toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(endOfDayUtc('2025-03-30T23:59:59.000Z').toISOString()).toBe('2025-03-30T23:59:59.000Z');
    expect(endOfDayUtc('2025-03-31T01:00:00+02:00').toISOString()).toBe('2025-03-30T23:59:59.000Z');
  });

  it('when the date cannot be read, then the helpers throw instead of returning an invalid date', () => {
    expect(() => startOfDayUtc('not a date')).toThrow(RangeError);
  });
});

describe('ValidatePromoBody', () => {
  it('when the checkout validates a code, then it passes and the email is normalised', () => {
    expect(ValidatePromoBody.parse({ ...validate, email: ' Mariam@Example.com ' }).email).toBe(
      'mariam@example.com',
    );
  });

  it('when the code is empty, blank or missing, then the message is "Please enter a promo code"', () => {
    expect(firstMessage({ ...validate, promoCode: '' })).toBe('Please enter a promo code');
    expect(firstMessage({ ...validate, promoCode: '   ' })).toBe('Please enter a promo code');
    const { promoCode: _c, ...noCode } = validate;
    expect(firstMessage(noCode)).toBe('Please enter a promo code');
  });

  it('when the email is missing or empty, then the message asks for the email', () => {
    const { email: _e, ...noEmail } = validate;
    expect(firstMessage(noEmail)).toBe('Please enter your email to validate the promo code');
    expect(firstMessage({ ...validate, email: '' })).toBe(
      'Please enter your email to validate the promo code',
    );
  });

  it('when the email is malformed, then it is rejected with another message', () => {
    expect(firstMessage({ ...validate, email: 'mariam@' })).toBe('Please enter a valid email');
  });

  it.each(['promoCode', 'email'])('when %s is {"$gt": ""}, then it is rejected', (key) => {
    expect(ValidatePromoBody.safeParse({ ...validate, [key]: { $gt: '' } }).success).toBe(false);
  });

  it('when the subtotal is negative, has 3 decimals or is text, then it is rejected', () => {
    for (const subtotal of [-1, 10.005, '100']) {
      expect(ValidatePromoBody.safeParse({ ...validate, subtotal }).success).toBe(false);
    }
  });

  it('when the answer is sent back, then it carries the five fields of the spec', () => {
    const answer = {
      discountAmount: 175,
      discountedSubtotal: 524.98,
      discountType: 'percentage',
      discountValue: 25,
      promoId: '65f1a2b3c4d5e6f708192a3f',
    };
    expect(PromoValidationResponse.parse(answer)).toEqual(answer);
    const { promoId: _p, ...partial } = answer;
    expect(PromoValidationResponse.safeParse(partial).success).toBe(false);
  });
});
