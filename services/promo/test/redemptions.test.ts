import { DURING_PROMO, buildPromoBody, newOrderId } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const INVALID_OR_USED = 'Promo code is invalid or has been used';

describe('internal promo redemptions (contract 2)', () => {
  let t: PromoTestApp;
  let promoId: string;

  beforeAll(async () => {
    t = await startPromoApp();
    t.setNow(DURING_PROMO);
    const admin = await t.tokens.admin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: buildPromoBody({ promo_code: 'RAMADAN25', discountValue: 25 }),
      headers: { authorization: `Bearer ${admin}` },
    });
    promoId = created.json().data._id;
  });
  afterAll(() => t.close());

  let email: string;
  let emails = 0;
  beforeEach(() => {
    emails += 1;
    email = `shopper${emails}@example.com`;
  });

  const redeem = (body: object) =>
    t.app.inject({ method: 'POST', url: '/internal/promo/redemptions', payload: body });
  const release = (orderId: string) =>
    t.app.inject({ method: 'DELETE', url: `/internal/promo/redemptions/${orderId}` });
  const body = (overrides: object = {}) => ({
    promoCode: 'ramadan25',
    email,
    subtotal: 699.98,
    orderId: newOrderId(),
    ...overrides,
  });

  it('when an order redeems a code, then 201 with the discount computed by the promo service', async () => {
    const res = await redeem(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      promoId,
      promoCode: 'RAMADAN25',
      discountType: 'percentage',
      discountValue: 25,
      discountAmount: 175,
      discountedSubtotal: 524.98,
    });
  });

  it('when the same order redeems again, then it gets its first answer back, even with another subtotal', async () => {
    const first = body();
    const a = await redeem(first);
    const b = await redeem({ ...first, subtotal: 10 });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
  });

  it('when another order uses the same code and email, then 409 "invalid or has been used"', async () => {
    expect((await redeem(body())).statusCode).toBe(201);
    const second = await redeem(body({ email: email.toUpperCase() }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: INVALID_OR_USED, code: 'PROMO_ALREADY_USED' });
  });

  it('when the same order id comes with another code or email, then 409 (one promo per order)', async () => {
    const first = body();
    await redeem(first);
    const res = await redeem({ ...first, email: 'someone.else@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_ALREADY_REDEEMED');
  });

  it('when 20 orders redeem one code with one email at the same moment, then exactly one gets it', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(body())));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('when one order is sent 10 times at once, then every answer is the same single redemption', async () => {
    const same = body();
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(same)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await redeem(body())).statusCode).toBe(409);
  });

  it('when a redemption is released, then 204 and the email can use the code for another order', async () => {
    const first = body();
    await redeem(first);
    expect((await release(first.orderId)).statusCode).toBe(204);
    expect((await redeem(body())).statusCode).toBe(201);
  });

  it('when an unknown order is released, then 204 all the same (releasing is idempotent)', async () => {
    expect((await release(newOrderId())).statusCode).toBe(204);
    expect((await release('not-an-id')).statusCode).toBe(400);
  });

  it('when the code is unknown or expired, then 400 and nothing is taken', async () => {
    const unknown = await redeem(body({ promoCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(INVALID_OR_USED);
    t.setNow(new Date('2025-04-01T00:00:00Z'));
    try {
      const expired = await redeem(body());
      expect(expired.json()).toEqual({ error: 'This promo code has expired', code: 'PROMO_EXPIRED' });
    } finally {
      t.setNow(DURING_PROMO);
    }
    expect((await redeem(body())).statusCode).toBe(201);
  });

  it('when the body carries a discount or lacks the order id, then 400', async () => {
    expect((await redeem({ ...body(), discountAmount: 699.98 })).statusCode).toBe(400);
    const { orderId: _o, ...noOrder } = body();
    expect((await redeem(noOrder)).statusCode).toBe(400);
  });
});
