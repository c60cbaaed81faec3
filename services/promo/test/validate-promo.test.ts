import { DURING_PROMO, buildPromoBody, newOrderId } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const INVALID_OR_USED = 'Promo code is invalid or has been used';

describe('POST /api/promo/validate', () => {
  let t: PromoTestApp;

  beforeAll(async () => {
    t = await startPromoApp();
    const admin = await t.tokens.admin();
    const create = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo',
        payload: body,
        headers: { authorization: `Bearer ${admin}` },
      });
    await create(buildPromoBody({ promo_code: 'Ramadan25', discountType: 'percentage', discountValue: 25 }));
    await create(buildPromoBody({ promo_code: 'GLOW50', discountType: 'amount', discountValue: 50 }));
    await create(buildPromoBody({ promo_code: 'SLEEPING', status: 'inactive' }));
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(DURING_PROMO));

  const validate = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/promo/validate', payload: body });
  const valid = { promoCode: 'RAMADAN25', subtotal: 699.98, email: 'mariam@example.com' };

  it('when a shopper validates a percentage code, then the discount is rounded to the piastre, half up', async () => {
    const res = await validate(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      discountAmount: 175,
      discountedSubtotal: 524.98,
      discountType: 'percentage',
      discountValue: 25,
      promoId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('when the code is typed in other letters and spaces, then it is the same code', async () => {
    expect((await validate({ ...valid, promoCode: '  ramadan25 ' })).statusCode).toBe(200);
  });

  it('when a fixed amount exceeds the subtotal, then the subtotal goes to zero, never below', async () => {
    const res = await validate({ ...valid, promoCode: 'glow50', subtotal: 30.5 });
    expect(res.json()).toMatchObject({ discountAmount: 30.5, discountedSubtotal: 0, discountType: 'amount' });
  });

  it('when the code is empty, then "Please enter a promo code"', async () => {
    const res = await validate({ ...valid, promoCode: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a promo code');
  });

  it('when the email is missing, then "Please enter your email to validate the promo code"', async () => {
    const { email: _e, ...noEmail } = valid;
    const res = await validate(noEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter your email to validate the promo code');
  });

  it.each([
    ['an unknown code', { promoCode: 'NOPE' }],
    ['an inactive code', { promoCode: 'SLEEPING' }],
  ])('when the shopper sends %s, then it is refused as invalid or used', async (_label, change) => {
    const res = await validate({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_OR_USED, code: 'PROMO_INVALID' });
  });

  it('when the server clock is before the start day, then the code is not valid yet', async () => {
    t.setNow(new Date('2025-02-28T23:59:59.999Z'));
    const res = await validate(valid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This promo code is not valid yet', code: 'PROMO_NOT_STARTED' });
  });

  it('when the server clock is in the last second of the last day, then the code still works', async () => {
    t.setNow(new Date('2025-03-30T23:59:59.500Z'));
    expect((await validate(valid)).statusCode).toBe(200);
  });

  it('when the day after the last day has begun, then the code has expired', async () => {
    t.setNow(new Date('2025-03-31T00:00:00.000Z'));
    const res = await validate(valid);
    expect(res.json()).toEqual({ error: 'This promo code has expired', code: 'PROMO_EXPIRED' });
  });

  it('when this email already used the code for an order, then it is refused; another email is not', async () => {
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/internal/promo/redemptions',
      payload: { ...valid, email: 'used@example.com', orderId: newOrderId() },
    });
    expect(redeem.statusCode).toBe(201);
    const again = await validate({ ...valid, email: 'USED@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_OR_USED, code: 'PROMO_ALREADY_USED' });
    expect((await validate({ ...valid, email: 'fresh@example.com' })).statusCode).toBe(200);
  });

  it.each([
    ['a negative subtotal', { subtotal: -1 }],
    ['a subtotal with 3 decimals', { subtotal: 10.005 }],
    ['an operator as the code', { promoCode: { $gt: '' } }],
    ['a discount the client computed', { discountAmount: 500 }],
  ])('when the body has %s, then 400', async (_label, change) => {
    expect((await validate({ ...valid, ...change })).statusCode).toBe(400);
  });
});
